import { spawn } from "node:child_process";
import { rename, rm, stat, writeFile } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import { CANVAS_SIZES, mediaSources, timeline, type Content, type Layout, type MediaLengths, type Template } from "@framewise/scene";
import { audioFilterGraph, audioInputArguments, MissingMediaError, planAudio } from "./audio-mix.ts";
import { clipSounds } from "./clip-sounds.ts";
import { ffmpegPath, probeMediaLengths } from "@framewise/media";
import { defaultRenderThreads, encoderThreadsFor } from "./render-threads.ts";
import type { MediaFiles } from "./frame-painter.ts";
import type { RangeJob } from "./render-range.ts";

export type { MediaFiles } from "./frame-painter.ts";

export interface RenderProgress {
  frame: number;
  frames: number;
}

export interface RenderResult {
  frames: number;
  durationSeconds: number;
  width: number;
  height: number;
  bytes: number;
  posterPath: string;
  /** How many frame ranges were drawn in parallel. */
  ranges: number;
}

export interface RenderOptions {
  content: Content;
  template: Template;
  layouts: Record<string, Layout>;
  /** Local files of every image, clip and sound the document names. */
  files?: MediaFiles;
  /** Voiceover and clip lengths for smart timing; probed from `files` when not given. */
  media?: MediaLengths;
  /** 1 renders at 1080p; smaller values render previews and tests. */
  scale?: number;
  /** Frame ranges drawn at once, each in a worker thread (default: one per two cores, up to 4). */
  parallelism?: number;
  /**
   * Draw a video of a single range on the calling thread instead of a worker thread: for a
   * process that does nothing else meanwhile (the CLI), which so holds one JavaScript heap
   * instead of two. The server keeps its own thread free for requests.
   */
  onCallingThread?: boolean;
  outputPath: string;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

/** A range shorter than this is not worth a thread of its own (an encoder start, a join). */
const MIN_RANGE_SECONDS = 5;

/** Even numbers: yuv420p halves the chroma planes. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Contiguous frame ranges, as equal as whole frames allow. */
export function splitFrames(frames: number, parts: number): { start: number; end: number }[] {
  return Array.from({ length: parts }, (_, index) => ({
    start: Math.round((frames * index) / parts),
    end: Math.round((frames * (index + 1)) / parts),
  }));
}

/** Every medium the document names must have its file before anything is drawn. */
function requireFiles(content: Content, layouts: Record<string, Layout>, files: MediaFiles) {
  const sources = mediaSources(content, layouts);
  for (const src of sources.images) if (!files.images?.[src]) throw new MissingMediaError("image", src);
  for (const src of sources.videos) if (!files.videos?.[src]) throw new MissingMediaError("video clip", src);
}

/**
 * Renders the document to MP4. Frames are drawn with Skia in worker threads, long videos in
 * several frame ranges at once, each piped to its own ffmpeg (libx264, yuv420p); the ranges are
 * then joined without re-encoding, the audio mixed once onto the joined picture, and the
 * `+faststart` MP4 appears at `outputPath` only when complete. A poster JPEG goes beside it.
 */
export async function renderVideo(options: RenderOptions): Promise<RenderResult> {
  const { content, outputPath } = options;
  const files = options.files ?? {};
  const scale = options.scale ?? 1;
  const size = CANVAS_SIZES[content.aspectRatio];
  const width = even(size.width * scale);
  const height = even(size.height * scale);
  // Checked before drawing anything, so a missing file fails fast and names itself.
  requireFiles(content, options.layouts, files);
  const media = options.media ?? (await probeMediaLengths(content, options.layouts, files));
  const line = timeline(content, media);
  const audioPlan = planAudio(
    content,
    line,
    files.audio ?? {},
    media,
    await clipSounds(content, options.layouts, line, files.videos ?? {}),
  );
  const { frames, duration } = line;
  const parallelism = options.parallelism ?? defaultRenderThreads();
  const ranges = splitFrames(frames, Math.max(1, Math.min(parallelism, Math.floor(frames / (MIN_RANGE_SECONDS * content.fps)))));
  const posterFrame = Math.min(frames - 1, Math.round(Math.min(1, duration / 2) * content.fps));
  const posterPath = outputPath.replace(/\.mp4$/i, "") + ".poster.jpg";
  const temporary = `${outputPath}.${process.pid}-${Date.now()}`;
  const segments = ranges.map((_, index) => `${temporary}.range-${index}.mp4`);
  const jobs: RangeJob[] = ranges.map((range, index) => ({
    content,
    template: options.template,
    layouts: options.layouts,
    files,
    media,
    width,
    height,
    ...range,
    segmentPath: segments[index]!,
    // Encoders side by side share the cores instead of each starting threads for all of them
    // (each x264 thread holds frames of its own: about 70 MB more per encoder at 1080p).
    encoderThreads: encoderThreadsFor(ranges.length),
    poster: posterFrame >= range.start && posterFrame < range.end ? { frame: posterFrame, path: posterPath } : undefined,
  }));
  try {
    let drawn = 0;
    const onFrame = () => options.onProgress?.({ frame: ++drawn, frames });
    // Loaded only then: a caller drawing in worker threads need not load Skia itself.
    if (options.onCallingThread && jobs.length === 1)
      await (await import("./render-range.ts")).renderRange(jobs[0]!, { signal: options.signal, onFrame });
    else await runRanges(jobs, options.signal, onFrame);
    await joinRanges(segments, `${temporary}.list.txt`, audioPlan, `${temporary}.mp4`, options.signal);
    await rename(`${temporary}.mp4`, outputPath);
    return {
      frames,
      durationSeconds: frames / content.fps,
      width,
      height,
      bytes: (await stat(outputPath)).size,
      posterPath,
      ranges: ranges.length,
    };
  } catch (error) {
    await Promise.all([
      rm(`${temporary}.mp4`, { force: true }),
      rm(posterPath, { force: true }),
      rm(`${posterPath}.part`, { force: true }),
    ]);
    throw error;
  } finally {
    await Promise.all([...segments, `${temporary}.list.txt`].map((file) => rm(file, { force: true })));
  }
}

/** Runs every range in its own worker thread; the first failure (or an abort) cancels the rest. */
async function runRanges(jobs: RangeJob[], signal: AbortSignal | undefined, onFrame: () => void): Promise<void> {
  signal?.throwIfAborted();
  const workers = jobs.map((job) => new Worker(new URL("./range-worker.ts", import.meta.url), { workerData: job }));
  const cancelAll = () => workers.forEach((worker) => worker.postMessage("cancel"));
  signal?.addEventListener("abort", cancelAll, { once: true });
  try {
    const outcomes = await Promise.allSettled(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let failure: Error | undefined;
            worker.on("message", onFrame);
            worker.on("error", (error: Error) => {
              failure = error;
              cancelAll();
            });
            worker.on("exit", (code) =>
              failure || code !== 0 ? reject(failure ?? new Error(`A render thread stopped (exit ${code}).`)) : resolve(),
            );
          }),
      ),
    );
    signal?.throwIfAborted();
    const failed = outcomes.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    signal?.removeEventListener("abort", cancelAll);
  }
}

/** Joins the ranges without re-encoding (concat demuxer) and mixes the audio on, in one ffmpeg run. */
async function joinRanges(
  segments: string[],
  listPath: string,
  audioPlan: ReturnType<typeof planAudio>,
  outputPath: string,
  signal: AbortSignal | undefined,
) {
  await writeFile(listPath, segments.map((segment) => `file '${segment.replaceAll("'", "'\\''")}'\n`).join(""));
  const audio = audioFilterGraph(audioPlan);
  await runFfmpeg(
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-protocol_whitelist",
      "file",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      listPath,
      ...(audio
        ? [
            ...audioInputArguments(audioPlan),
            "-filter_complex",
            audio.graph,
            "-map",
            "0:v",
            "-map",
            audio.output,
            "-c:a",
            "aac",
            "-b:a",
            "192k",
          ]
        : []),
      "-c:v",
      "copy",
      "-movflags",
      "+faststart",
      "-y",
      outputPath,
    ],
    signal,
  );
}

function runFfmpeg(args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`)),
    );
  });
}
