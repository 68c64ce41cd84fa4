import { rename, rm, stat } from "node:fs/promises";
import type { Content, Layout, MediaLengths, Template } from "@framewise/scene";
import { defaultRenderThreads, encoderThreadsFor } from "./render-threads.ts";
import type { MediaFiles } from "./frame-painter.ts";
import type { RangeJob } from "./render-range.ts";
import { planRender } from "./render-plan.ts";
import { runRanges } from "./run-ranges.ts";
import { joinSegments } from "./join-segments.ts";

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

/** Contiguous frame ranges, as equal as whole frames allow. */
export function splitFrames(frames: number, parts: number): { start: number; end: number }[] {
  return Array.from({ length: parts }, (_, index) => ({
    start: Math.round((frames * index) / parts),
    end: Math.round((frames * (index + 1)) / parts),
  }));
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
  const plan = await planRender({ content, layouts: options.layouts, files, media: options.media, scale: options.scale ?? 1 });
  const { width, height, media, frames, posterFrame } = plan;
  const parallelism = options.parallelism ?? defaultRenderThreads();
  const ranges = splitFrames(frames, Math.max(1, Math.min(parallelism, Math.floor(frames / (MIN_RANGE_SECONDS * content.fps)))));
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
    await joinSegments(segments, `${temporary}.list.txt`, plan.audio, `${temporary}.mp4`, options.signal);
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
