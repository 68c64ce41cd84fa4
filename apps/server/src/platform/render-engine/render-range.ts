import { spawn } from "node:child_process";
import { rename, writeFile } from "node:fs/promises";
import type { Writable } from "node:stream";
import { FramePainter, type PaintJob } from "./frame-painter.ts";
import { ffmpegPath } from "@framewise/media";

/** One slice of a render: frames [start, end) of the document, encoded into its own MP4. */
export interface RangeJob extends PaintJob {
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
  "-r",
  String(fps),
  "-vf",
  "scale=out_color_matrix=bt709:out_range=tv",
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-crf",
  "23",
  "-pix_fmt",
  "yuv420p",
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-threads",
  String(threads),
];

/**
 * Draws the range's frames with Skia and pipes them as raw RGBA to ffmpeg, which reads only its
 * standard input (no file or network inputs). Draw and encode overlap: ffmpeg encodes frame n
 * while frame n + 1 is drawn. A frame's pixels are held until ffmpeg has taken all of them (the
 * write's callback), and only then may the painter free them for the next read-back to reuse.
 * Throws when cancelled; the caller removes the segment.
 */
export async function renderRange(job: RangeJob, options: { signal?: AbortSignal; onFrame?: () => void } = {}): Promise<void> {
  const { content, width, height } = job;
  const painter = await FramePainter.open(job);
  const ffmpeg = spawn(
    ffmpegPath(),
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-protocol_whitelist",
      "pipe",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${width}x${height}`,
      "-r",
      String(content.fps),
      "-i",
      "pipe:0",
      ...videoEncoderArguments(content.fps, job.encoderThreads),
      "-y",
      job.segmentPath,
    ],
    { stdio: ["pipe", "ignore", "pipe"], signal: options.signal },
  );
  let errors = "";
  ffmpeg.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  // A write after ffmpeg stopped fails with EPIPE; its exit code tells the real story.
  ffmpeg.stdin.on("error", () => undefined);
  ffmpeg.on("error", () => undefined);
  // Not events.once: it would reject on the child's "error" (an abort), or on the pipe's error
  // when ffmpeg stops early (EPIPE), hiding ffmpeg's own message; its exit tells the story.
  let stopped = false;
  const exited = new Promise<number | null>((resolve) =>
    ffmpeg.once("close", (code: number | null) => {
      stopped = true;
      resolve(code);
    }),
  );
  const drained = () => new Promise<void>((resolve) => ffmpeg.stdin.once("drain", resolve));
  try {
    let frame = job.start;
    for (; frame < job.end && !stopped; frame++) {
      options.signal?.throwIfAborted();
      const pixels = await painter.paint(frame);
      if (frame === job.poster?.frame) await writePoster(job.poster.path, await painter.jpeg());
      if (!writeFrame(ffmpeg.stdin, pixels, painter)) await Promise.race([drained(), exited]);
      options.onFrame?.();
    }
    ffmpeg.stdin.end();
    const code = await exited;
    options.signal?.throwIfAborted();
    if (code !== 0 || frame < job.end) throw new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`);
  } catch (error) {
    ffmpeg.kill("SIGKILL");
    await exited;
    throw error;
  } finally {
    painter.close();
  }
}

/**
 * Writes a frame's pixels to ffmpeg's input, held by the painter until the pipe has taken every
 * byte (or ffmpeg stopped): a write reads them later, from the event loop. False asks to wait for
 * "drain".
 */
export function writeFrame(input: Writable, pixels: Uint8ClampedArray, painter: Pick<FramePainter, "hold" | "release">): boolean {
  painter.hold(pixels);
  return input.write(pixels, () => painter.release(pixels));
}

/** Written beside and renamed into place, so a poster is never seen half-written. */
async function writePoster(path: string, jpeg: Buffer) {
  await writeFile(`${path}.part`, jpeg);
  await rename(`${path}.part`, path);
}
