import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath, probeDuration } from "@framewise/media";

const run = promisify(execFile);
/** Frames are compared small: what matters is whether a picture is there and moves, not its detail. */
const WIDTH = 108;
const HEIGHT = 192;

export interface Mp4Facts {
  /** The soundtrack's mean level in dBFS (ffmpeg's volumedetect), or undefined when the MP4 has no sound. */
  meanVolumeDb: number | undefined;
  /** The first three frames and one half a second before the end (the last scene), as small RGBA pictures. */
  frames: { first: Buffer[]; closing: Buffer };
}

async function frames(file: string, select: string, count: number): Promise<Buffer[]> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      "-v",
      "error",
      "-i",
      file,
      "-vf",
      `select='${select}',scale=${WIDTH}:${HEIGHT}`,
      "-vsync",
      "0",
      "-frames:v",
      String(count),
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-",
    ],
    { encoding: "buffer", maxBuffer: WIDTH * HEIGHT * 4 * (count + 1) },
  );
  const size = WIDTH * HEIGHT * 4;
  return Array.from({ length: stdout.length / size }, (_, index) => stdout.subarray(index * size, (index + 1) * size));
}

/** What a person would check of an MP4 before posting it: that it sounds, and what its frames show. */
export async function mp4Facts(file: string): Promise<Mp4Facts> {
  const seconds = await probeDuration(file);
  const { stderr } = await run(ffmpegPath(), ["-nostats", "-i", file, "-map", "0:a?", "-af", "volumedetect", "-f", "null", "-"]);
  const mean = /mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1];
  const closingFrame = Math.round(Math.max(0, seconds - 0.5) * 30);
  return {
    meanVolumeDb: mean === undefined ? undefined : Number(mean),
    frames: { first: await frames(file, "lt(n,3)", 3), closing: (await frames(file, `eq(n,${closingFrame})`, 1))[0]! },
  };
}

/** The share of a picture's pixels that differ noticeably from its most common colour: 0 for a bare card. */
export function shareOffBackground(picture: Buffer): number {
  const counts = new Map<number, number>();
  const key = (index: number) => ((picture[index]! >> 3) << 10) | ((picture[index + 1]! >> 3) << 5) | (picture[index + 2]! >> 3);
  for (let index = 0; index < picture.length; index += 4) counts.set(key(index), (counts.get(key(index)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return 1 - most / (picture.length / 4);
}

/** The share of pixels that differ noticeably between two pictures of the same size. */
export function shareChanged(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let index = 0; index < a.length; index += 4)
    if (Math.abs(a[index]! - b[index]!) + Math.abs(a[index + 1]! - b[index + 1]!) + Math.abs(a[index + 2]! - b[index + 2]!) > 24) changed++;
  return changed / (a.length / 4);
}
