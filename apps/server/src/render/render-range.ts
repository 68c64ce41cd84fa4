import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile, writeFile } from "node:fs/promises";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { clipMomentsAt, drawFrame, type ImageSource, type RenderAssets } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { CANVAS_SIZES, type Content, type Layout, type MediaLengths, type Template } from "@framewise/scene";
import { MissingMediaError } from "./audio-mix.ts";
import { ClipDecoder } from "./clip-decoder.ts";
import { ffmpegPath } from "./ffmpeg-path.ts";

/** Local files of a document's media, by source (`asset:<id>` or URL). */
export interface MediaFiles {
  images?: Record<string, string>;
  audio?: Record<string, string>;
  videos?: Record<string, string>;
}

/** One slice of a render: frames [start, end) of the document, encoded into its own MP4. */
export interface RangeJob {
  content: Content;
  template: Template;
  layouts: Record<string, Layout>;
  files: MediaFiles;
  media: MediaLengths;
  width: number;
  height: number;
  start: number;
  end: number;
  segmentPath: string;
  /** x264's threads: a share of the cores when ranges encode side by side; 0 lets x264 choose. */
  encoderThreads: number;
  /** Set on the range holding the poster frame. */
  poster?: { frame: number; path: string };
}

/**
 * The encoder every range uses: identical settings, so ranges join without re-encoding. Colours
 * are converted with the BT.709 matrix and tagged so: players assume BT.709 for HD video, and an
 * untagged BT.601 conversion (ffmpeg's default) would shift every hue slightly on playback.
 */
export const videoEncoderArguments = (fps: number, threads = 0) => [
  "-r", String(fps), "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p",
  "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-threads", String(threads),
];

async function decodeImages(files: Record<string, string>): Promise<Record<string, ImageSource>> {
  const images: Record<string, ImageSource> = {};
  for (const [source, file] of Object.entries(files)) images[source] = await loadImage(await readFile(file));
  return images;
}

/** A decoder for every clip the range's frames show, found by asking the renderer (cheap, no drawing). */
async function openClips(job: RangeJob, assets: RenderAssets) {
  const sources = new Set<string>();
  for (let frame = job.start; frame < job.end; frame++) for (const moment of clipMomentsAt(job.content, assets, frame, { media: job.media })) sources.add(moment.src);
  const clips: Record<string, ClipDecoder> = {};
  try {
    for (const src of sources) {
      const file = job.files.videos?.[src];
      if (!file) throw new MissingMediaError("video clip", src);
      clips[src] = await ClipDecoder.open(file, job.content.fps);
    }
  } catch (error) {
    for (const clip of Object.values(clips)) clip.close();
    throw error;
  }
  return clips;
}

/**
 * Draws the range's frames with Skia and pipes them as raw RGBA to ffmpeg, which reads only its
 * standard input (no file or network inputs). Draw and encode overlap: ffmpeg encodes frame n
 * while frame n + 1 is drawn. Throws when cancelled; the caller removes the segment.
 */
export async function renderRange(job: RangeJob, options: { signal?: AbortSignal; onFrame?: () => void } = {}): Promise<void> {
  registerSkiaFonts();
  const { content, width, height } = job;
  const size = CANVAS_SIZES[content.aspectRatio];
  const base: RenderAssets = { template: job.template, layouts: job.layouts, images: await decodeImages(job.files.images ?? {}) };
  const clips = await openClips(job, base);
  const assets: RenderAssets = { ...base, videos: clips };
  const ffmpeg = spawn(
    ffmpegPath(),
    ["-hide_banner", "-loglevel", "error", "-protocol_whitelist", "pipe", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-r", String(content.fps), "-i", "pipe:0",
      ...videoEncoderArguments(content.fps, job.encoderThreads), "-y", job.segmentPath],
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
    for (let frame = job.start; frame < job.end; frame++) {
      options.signal?.throwIfAborted();
      ctx.clearRect(0, 0, width, height);
      for (const moment of clipMomentsAt(content, assets, frame, { media: job.media })) await clips[moment.src]?.prepare(moment.time);
      drawFrame(ctx, content, assets, frame, { scale: width / size.width, media: job.media });
      if (frame === job.poster?.frame) await writeFile(job.poster.path, await canvas.encode("jpeg", 85));
      const pixels = ctx.getImageData(0, 0, width, height).data;
      if (!ffmpeg.stdin.write(pixels)) await Promise.race([once(ffmpeg.stdin, "drain"), exited]);
      options.onFrame?.();
    }
    ffmpeg.stdin.end();
    const code = await exited;
    options.signal?.throwIfAborted();
    if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`);
  } catch (error) {
    ffmpeg.kill("SIGKILL");
    await exited;
    throw error;
  } finally {
    for (const clip of Object.values(clips)) clip.close();
  }
}
