import { scriptWords } from "@framewise/renderer";
import { LIMITS } from "@framewise/scene";
import { alignWords } from "./align-words.ts";
import { FRAME_SECONDS, readLoudness } from "./read-loudness.ts";
import type { SpokenAudio } from "./speech-engine.ts";
import { speechSpans } from "./speech-spans.ts";

/** Where a voiceover's word timings came from: the provider, the recording's pauses, or the words' lengths alone. */
export type Timing = "provider" | "aligned" | "estimated";

export interface WordTimings {
  timing: Timing;
  /** When each of the script's words (as captions split them) starts, in seconds; none when estimated. */
  wordStarts?: number[];
}

/** Timings a scene can keep: one per word, within a scene's length (the scene schema's bounds). */
const keepable = (starts: number[]) => starts.length <= LIMITS.textLength / 2 && starts.every((start) => start <= LIMITS.sceneSeconds);

/**
 * When the words of `text` are said in the recording at `file`: the provider's own timings when
 * it gave them, else aligned to the recording's speech and pauses, else (nothing heard, or the
 * recording unreadable here) left to the captions' estimate.
 */
export async function timeWords(text: string, spoken: SpokenAudio, file: string): Promise<WordTimings> {
  if (spoken.wordStarts && keepable(spoken.wordStarts)) return { timing: "provider", wordStarts: spoken.wordStarts };
  const words = scriptWords(text).map((word) => word.text);
  const loudness = await readLoudness(file).catch(() => undefined);
  const aligned = loudness && alignWords(words, speechSpans(loudness, FRAME_SECONDS));
  return aligned && keepable(aligned) ? { timing: "aligned", wordStarts: aligned } : { timing: "estimated" };
}
