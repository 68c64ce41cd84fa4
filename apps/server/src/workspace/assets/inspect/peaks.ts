import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { ffmpegPath } from "@framewise/media";
import { FFMPEG_TIMEOUT_MS, safeInput } from "./ffmpeg-input.ts";
import { MediaError } from "./media-error.ts";

/** A waveform needs no more: 8000 samples a second still shows every syllable's envelope. */
const SAMPLE_RATE = 8000;
const FULL_SCALE = 32768;

/**
 * `count` waveform peaks (0..1, the loudest sample in each slice of time) of a sound's first
 * audio stream; fewer only for a sound shorter than `count` samples. ffmpeg decodes to mono
 * 16-bit samples on a pipe and each chunk is folded in as it comes, so memory stays flat however
 * long the file. Decoding stops a second past the length the file declares (already held to the
 * limit), so a file lying about it costs no more. The declared length is only an estimate (MP3s,
 * encoder padding), so slices four times finer are gathered and then merged into exactly `count`.
 */
export async function readPeaks(file: string, durationSeconds: number, count = 1000): Promise<number[]> {
  const args = [
    ...safeInput(file, ["-loglevel", "error"]),
    ...["-map", "0:a:0", "-t", (durationSeconds + 1).toFixed(3), "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "s16le", "pipe:1"],
  ];
  const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "pipe", "ignore"], timeout: FFMPEG_TIMEOUT_MS });
  const samplesPerSlice = Math.max(1, Math.floor((durationSeconds * SAMPLE_RATE) / (count * 4)));
  const [slices, [code]] = await Promise.all([foldPeaks(child.stdout, samplesPerSlice), once(child, "close") as Promise<[number | null]>]);
  if (code !== 0) throw new MediaError("damaged", "This sound could not be decoded; it may be damaged.");
  return mergePeaks(slices, count);
}

/** Exactly `count` peaks from more slices (each the loudest of the slices it covers); fewer slices are kept as they are. */
export function mergePeaks(slices: number[], count: number): number[] {
  if (slices.length <= count) return slices;
  return Array.from({ length: count }, (_, i) => {
    const from = Math.floor((i * slices.length) / count);
    const to = Math.floor(((i + 1) * slices.length) / count);
    return Math.max(...slices.slice(from, to));
  });
}

/** The loudest |sample| of each run of `samplesPerPeak` signed 16-bit little-endian samples. */
async function foldPeaks(samples: Readable, samplesPerPeak: number): Promise<number[]> {
  const peaks: number[] = [];
  let loudest = 0;
  let counted = 0;
  let carry: Buffer | undefined; // a chunk may end halfway through a sample
  for await (const chunk of samples as AsyncIterable<Buffer>) {
    const data = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    for (let offset = 0; offset < whole; offset += 2) {
      loudest = Math.max(loudest, Math.abs(data.readInt16LE(offset)));
      if (++counted === samplesPerPeak) {
        peaks.push(Math.round((loudest / FULL_SCALE) * 1000) / 1000);
        loudest = counted = 0;
      }
    }
    carry = whole < data.length ? data.subarray(whole) : undefined;
  }
  if (counted > 0) peaks.push(Math.round((loudest / FULL_SCALE) * 1000) / 1000);
  return peaks;
}
