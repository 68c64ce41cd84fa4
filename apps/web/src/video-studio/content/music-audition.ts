import { composeMusic, encodeWav, renderScore, type Mood } from "@framewise/music";

/** An audition is the mood's first bars and its ending: long enough to judge, quick to make in the browser. */
export const AUDITION_SECONDS = 10;

/** A mood's music made here in the browser, as a WAV to play: hearing a mood asks nothing of the server. */
export function auditionWav(mood: Mood): Blob {
  const wav = encodeWav(renderScore(composeMusic({ mood, seconds: AUDITION_SECONDS })));
  return new Blob([wav.buffer as ArrayBuffer], { type: "audio/wav" });
}
