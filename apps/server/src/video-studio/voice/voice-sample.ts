import { sampleSentence } from "./sample-sentences.ts";
import type { SpeechEngine, SpokenAudio, Voice } from "./speech-engine.ts";
import { speakOrExplain } from "./synthesize-voiceover.ts";

/** Samples kept in memory, most recent last; a paid provider is asked once per voice, not per click. */
const KEPT = 40;

export type VoiceSamples = (voice: string) => Promise<SpokenAudio>;

/** A short sample of each voice for the editor's preview button, in the voice's language when the provider says it, remembered per process. */
export function createVoiceSamples(speech: SpeechEngine, timeoutMs: number): VoiceSamples {
  const kept = new Map<string, Promise<SpokenAudio>>();
  return (voice) => {
    const known = kept.get(voice);
    if (known) return known;
    // A voice whose language is not known (its list unreachable for now) speaks English.
    const sample = speech
      .listVoices()
      .catch((): Voice[] => [])
      .then((voices) => speakOrExplain({ speech, timeoutMs }, sampleSentence(voices.find((each) => each.id === voice)?.language), voice));
    kept.set(voice, sample);
    sample.catch(() => kept.delete(voice));
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return sample;
  };
}
