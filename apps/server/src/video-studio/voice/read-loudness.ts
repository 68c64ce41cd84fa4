import { spawn } from "node:child_process";
import { once } from "node:events";
import { buffer } from "node:stream/consumers";
import { ffmpegPath } from "@framewise/media";
import { FFMPEG_TIMEOUT_MS, safeInput } from "../../workspace/assets/inspect/ffmpeg-input.ts";

/** Speech's loudness needs no more: 8000 samples a second still follow every syllable. */
const SAMPLE_RATE = 8000;
/** 10 ms frames: finer than any pause between words, coarser than a voice's pitch period. */
export const FRAME_SECONDS = 0.01;
const SAMPLES_PER_FRAME = SAMPLE_RATE * FRAME_SECONDS;

/**
 * A recording's loudness (RMS of its samples, 0..1) in 10 ms frames, from ffmpeg decoding it to
 * mono 16-bit samples on a pipe. A voiceover is at most minutes long: a few megabytes at most.
 */
export async function readLoudness(file: string): Promise<Float32Array> {
  const args = [
    ...safeInput(file, ["-loglevel", "error"]),
    "-map",
    "0:a:0",
    "-ac",
    "1",
    "-ar",
    String(SAMPLE_RATE),
    "-f",
    "s16le",
    "pipe:1",
  ];
  const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "pipe", "ignore"], timeout: FFMPEG_TIMEOUT_MS });
  const [pcm, [code]] = await Promise.all([buffer(child.stdout), once(child, "close") as Promise<[number | null]>]);
  if (code !== 0) throw new Error("The recording could not be decoded");
  const samples = Math.floor(pcm.length / 2);
  const frames = new Float32Array(Math.ceil(samples / SAMPLES_PER_FRAME));
  for (let frame = 0; frame < frames.length; frame++) {
    const [from, to] = [frame * SAMPLES_PER_FRAME, Math.min(samples, (frame + 1) * SAMPLES_PER_FRAME)];
    let squares = 0;
    for (let sample = from; sample < to; sample++) squares += (pcm.readInt16LE(sample * 2) / 32768) ** 2;
    frames[frame] = Math.sqrt(squares / (to - from));
  }
  return frames;
}
