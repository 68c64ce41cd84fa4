import { spawn } from "node:child_process";
import { once } from "node:events";
import { rename, rm, stat, writeFile } from "node:fs/promises";
import { createCanvas } from "@napi-rs/canvas";
import { clipMomentsAt, drawFrame, type RenderAssets } from "@framewise/renderer";
import { CANVAS_SIZES, timeline, type Content, type MediaLengths } from "@framewise/scene";
import { audioFilterGraph, audioInputArguments, MissingMediaError, planAudio } from "./audio-mix.ts";
import { ClipDecoder } from "./clip-decoder.ts";
import { ffmpegPath } from "./ffmpeg-path.ts";
import { probeVoiceovers } from "./probe.ts";
import { registerSkiaFonts } from "@framewise/renderer/skia";

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
}

export interface RenderOptions {
  content: Content;
  assets: RenderAssets;
  /** Local files of the sound sources the document names (soundtrack, voiceovers). */
  audioFiles?: Record<string, string>;
  /** Local files of the video clips the document shows. */
  videoFiles?: Record<string, string>;
  /** Voiceover and clip lengths for smart timing; probed from `audioFiles` when not given. */
  media?: MediaLengths;
  /** 1 renders at 1080p; smaller values render previews and tests. */
  scale?: number;
  outputPath: string;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

/** Even numbers: yuv420p halves the chroma planes. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * Draws every frame with Skia and pipes raw RGBA frames to ffmpeg (libx264, yuv420p, faststart).
 * The MP4 appears at `outputPath` only when complete (written beside it, then renamed); a poster
 * JPEG goes beside it. ffmpeg reads only its standard input: no file or network inputs.
 */
export async function renderVideo(options: RenderOptions): Promise<RenderResult> {
  registerSkiaFonts();
  const { content } = options;
  const scale = options.scale ?? 1;
  const size = CANVAS_SIZES[content.aspectRatio];
  const width = even(size.width * scale);
  const height = even(size.height * scale);
  const audioFiles = options.audioFiles ?? {};
  const media = options.media ?? (await probeVoiceovers(content, audioFiles));
  const line = timeline(content, media);
  const { frames, duration } = line;
  // Checked before drawing anything, so a missing file fails fast and names itself.
  const audioPlan = planAudio(content, line, audioFiles, media);
  const audio = audioFilterGraph(audioPlan);
  const audioInputs = audioInputArguments(audioPlan);
  const clips = await openClips(content, options.assets, frames, media, options.videoFiles ?? {});
  const assets: RenderAssets = { ...options.assets, videos: clips };
  const partial = `${options.outputPath}.partial-${process.pid}.mp4`;
  const mixed = `${options.outputPath}.mixed-${process.pid}.mp4`;
  const posterPath = options.outputPath.replace(/\.mp4$/i, "") + ".poster.jpg";

  const ffmpeg = spawn(
    ffmpegPath(),
    ["-hide_banner", "-loglevel", "error", "-protocol_whitelist", "pipe", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-r", String(content.fps), "-i", "pipe:0",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-y", partial],
    { stdio: ["pipe", "ignore", "pipe"], signal: options.signal },
  );
  let errors = "";
  ffmpeg.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  // A write after ffmpeg stopped fails with EPIPE; its exit code tells the real story.
  ffmpeg.stdin.on("error", () => undefined);
  ffmpeg.on("error", () => undefined);
  // Not events.once: it would reject on the child's "error" (an abort), skipping the clean-up.
  const exited = new Promise<number | null>((resolve) => ffmpeg.once("close", (code: number | null) => resolve(code)));

  try {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext("2d");
    const posterFrame = Math.min(frames - 1, Math.round(Math.min(1, duration / 2) * content.fps));
    for (let frame = 0; frame < frames; frame++) {
      options.signal?.throwIfAborted();
      ctx.clearRect(0, 0, width, height);
      for (const moment of clipMomentsAt(content, assets, frame, { media })) await clips[moment.src]?.prepare(moment.time);
      drawFrame(ctx, content, assets, frame, { scale: width / size.width, media });
      if (frame === posterFrame) await writeFile(posterPath, await canvas.encode("jpeg", 85));
      const pixels = ctx.getImageData(0, 0, width, height).data;
      if (!ffmpeg.stdin.write(pixels)) await Promise.race([once(ffmpeg.stdin, "drain"), exited]);
      options.onProgress?.({ frame: frame + 1, frames });
    }
    ffmpeg.stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`);
    if (audio) {
      // Audio is mixed once, at the end, onto the finished picture (copied, not re-encoded).
      await runFfmpeg(
        ["-hide_banner", "-loglevel", "error", "-protocol_whitelist", "file", "-i", partial, ...audioInputs, "-filter_complex", audio.graph,
          "-map", "0:v", "-map", audio.output, "-c:v", "copy", "-c:a", "aac", "-b:a", "192k", "-movflags", "+faststart", "-y", mixed],
        options.signal,
      );
      await rename(mixed, options.outputPath);
      await rm(partial, { force: true });
    } else await rename(partial, options.outputPath);
    return { frames, durationSeconds: frames / content.fps, width, height, bytes: (await stat(options.outputPath)).size, posterPath };
  } catch (error) {
    ffmpeg.kill("SIGKILL");
    await exited;
    await Promise.all([rm(partial, { force: true }), rm(mixed, { force: true }), rm(posterPath, { force: true })]);
    throw error;
  } finally {
    for (const clip of Object.values(clips)) clip.close();
  }
}

/**
 * A decoder for every clip some frame shows, found by asking the renderer frame by frame (cheap,
 * no drawing); a clip without a local file fails the render before anything is drawn.
 */
async function openClips(content: Content, assets: RenderAssets, frames: number, media: MediaLengths, files: Record<string, string>) {
  const sources = new Set<string>();
  for (let frame = 0; frame < frames; frame++) for (const moment of clipMomentsAt(content, assets, frame, { media })) sources.add(moment.src);
  const clips: Record<string, ClipDecoder> = {};
  for (const src of sources) {
    const file = files[src];
    if (!file) throw new MissingMediaError("video clip", src);
    clips[src] = await ClipDecoder.open(file, content.fps);
  }
  return clips;
}

function runFfmpeg(args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`))));
  });
}
