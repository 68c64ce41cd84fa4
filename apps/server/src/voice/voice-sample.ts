import type { SpeechEngine, SpokenAudio } from "./speech-engine.ts";
import { speakOrExplain } from "./synthesize-voiceover.ts";

const SAMPLE = "Hello! This is how I sound on your videos.";
/** Samples kept in memory, most recent last; a paid provider is asked once per voice, not per click. */
const KEPT = 40;

export type VoiceSamples = (voice: string) => Promise<SpokenAudio>;

/** A short sample of each voice for the editor's preview button, remembered per process. */
export function createVoiceSamples(speech: SpeechEngine, timeoutMs: number): VoiceSamples {
  const kept = new Map<string, Promise<SpokenAudio>>();
  return (voice) => {
    const known = kept.get(voice);
    if (known) return known;
    const sample = speakOrExplain({ speech, timeoutMs }, SAMPLE, voice);
    kept.set(voice, sample);
    sample.catch(() => kept.delete(voice));
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return sample;
  };
}
