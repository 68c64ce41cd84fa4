import { createHash } from "node:crypto";
import path from "node:path";
import type { MediaLengths } from "@framewise/scene";
import { splitFrames } from "../../platform/render-engine/render-video.ts";
import { userRendersFolder } from "./render-files.ts";

/** Chunks of long renders, each a job any worker process takes (decision 0014). */
export const CHUNK_QUEUE = "render-chunk";
/** The job joining a render's chunks, which pg-boss's flow holds back until every chunk is done. */
export const JOIN_QUEUE = "render-join";
/** Where chunk and join jobs that failed for good (their tries spent, their processes lost) go to fail their render. */
export const CHUNK_FAILED_QUEUE = "render-chunk-failed";

/**
 * x264's threads in every chunk: fixed, because the thread count changes what x264 encodes; so a
 * chunk is the same bytes in whichever process draws it, and a render equals one process's render.
 */
export const CHUNK_ENCODER_THREADS = 1;

export interface ChunkJobData {
  renderId: string;
  chunk: number;
  /** Voiceover and clip lengths as the render's plan found them: every chunk draws the same timeline. */
  media: MediaLengths;
  /** When the render was split (ms since the epoch): its speed is measured from there. */
  plannedAt: number;
  /** Times a stop of the server put this job back; they are not tries. */
  interruptions?: number;
}

export type JoinJobData = Omit<ChunkJobData, "chunk">;

/**
 * The frame ranges of a render longer than `chunkSeconds`: as many equal ranges as chunks of that
 * length it needs. Undefined when it is not split (short, or chunking off with 0).
 */
export function chunkRanges(frames: number, fps: number, chunkSeconds: number): { start: number; end: number }[] | undefined {
  if (chunkSeconds <= 0 || frames <= chunkSeconds * fps) return undefined;
  return splitFrames(frames, Math.ceil(frames / (chunkSeconds * fps)));
}

/** A uuid made from a name (version 5 layout over SHA-1), so a job's id is known before and after it is sent. */
function uuidFrom(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const chunkJobId = (renderId: string, chunk: number) => uuidFrom(`render/${renderId}/chunk/${chunk}`);
export const joinJobId = (renderId: string) => uuidFrom(`render/${renderId}/join`);

/** A render's chunks in storage until the join; they go when it is done. */
export const chunksFolder = (userId: string, renderId: string) => `${userRendersFolder(userId)}${renderId}/chunks/`;
export const chunkSegmentKey = (userId: string, renderId: string, chunk: number) => `${chunksFolder(userId, renderId)}${chunk}.mp4`;
/** The poster, drawn by the chunk holding its frame. */
export const chunkPosterKey = (userId: string, renderId: string) => `${chunksFolder(userId, renderId)}poster.jpg`;

/** A chunk or join job's scratch folder, named after its render for the leftover sweep. */
export const chunkScratch = (rendersDir: string, renderId: string, part: string) => path.join(rendersDir, `${renderId}.${part}`);
