import { checkMedia, type MediaLimits } from "./check-media.ts";
import { describeMedia } from "./describe-media.ts";
import { readPeaks } from "./peaks.ts";

export interface AudioFacts {
  durationSeconds: number;
  audioCodec: string;
  /** About 1000 values in 0..1 for the editor's waveform. */
  peaks: number[];
}

/** A sound's length and codec, refused past the limits or without sound, and its waveform peaks. */
export async function inspectAudio(file: string, options: MediaLimits): Promise<AudioFacts> {
  const { main, durationSeconds } = checkMedia(await describeMedia(file), "audio", options);
  return { durationSeconds, audioCodec: main.codec, peaks: await readPeaks(file, durationSeconds) };
}
