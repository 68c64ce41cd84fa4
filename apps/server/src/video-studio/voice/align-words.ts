import { phraseEnd, spokenWeight } from "@framewise/renderer";
import type { Span } from "./speech-spans.ts";

/** How much a pause placed away from where the words' lengths put it costs, per share of the speech. */
const DISTANCE = 2;
/** A pause between words where the script has no punctuation (a breath): possible, less likely. */
const UNPUNCTUATED = 0.2;
/** A pause inside a word: unlikely, the more the longer it is (plus its seconds). */
const INSIDE_WORD = 0.1;
/** Punctuation the voice did not pause at: a comma often, a full stop rarely. */
const UNPAUSED = { sentence: 0.3, clause: 0.15 } as const;

/**
 * When each word starts in a recording, from where it speaks (`spans`) and the words alone:
 * the recording's pauses are matched to the script's places to pause (full stops first, then
 * commas, then between other words) by dynamic programming, each pause near where the words'
 * lengths put it; between two matched pauses the words share the speaking time by length. A
 * word after a matched pause starts where speech resumes, never in the silence.
 */
export function alignWords(words: readonly string[], spans: readonly Span[]): number[] | undefined {
  if (!words.length || !spans.length) return undefined;
  const weights = words.map(spokenWeight);
  const wordAt = cumulative(weights);
  const speechAt = cumulative(spans.map((span) => span.end - span.start));
  const gaps = spans.length - 1;
  const boundaries = words.length - 1;
  // Boundary b (1-based) lies before word b; gap g (1-based) lies before span g.
  const boundaryCost = (b: number) => {
    const end = phraseEnd(words[b - 1]!);
    return end ? UNPAUSED[end] : 0;
  };
  const gapCost = (g: number) => INSIDE_WORD + (spans[g]!.start - spans[g - 1]!.end);
  const matchCost = (g: number, b: number) =>
    DISTANCE * Math.abs(speechAt[g]! / speechAt[gaps + 1]! - wordAt[b]! / wordAt[words.length]!) +
    (phraseEnd(words[b - 1]!) ? 0 : UNPUNCTUATED);

  const width = boundaries + 1;
  const cost = new Float64Array((gaps + 1) * width);
  // How each cell was reached: 0 a pause inside a word, 1 punctuation without a pause, 2 a pause there.
  const step = new Uint8Array((gaps + 1) * width);
  for (let g = 0; g <= gaps; g++)
    for (let b = 0; b <= boundaries; b++) {
      if (!g && !b) continue;
      const ways = [
        g ? cost[(g - 1) * width + b]! + gapCost(g) : Infinity,
        b ? cost[g * width + b - 1]! + boundaryCost(b) : Infinity,
        g && b ? cost[(g - 1) * width + b - 1]! + matchCost(g, b) : Infinity,
      ];
      const best = Math.min(...ways);
      cost[g * width + b] = best;
      step[g * width + b] = ways.indexOf(best);
    }

  // Anchors: word index → the span it starts, from the matched pauses (and the very start).
  const anchors: { word: number; span: number }[] = [];
  for (let g = gaps, b = boundaries; g || b;) {
    const taken = step[g * width + b];
    if (taken === 2) anchors.push({ word: b, span: g });
    if (taken !== 1) g--;
    if (taken !== 0) b--;
  }
  anchors.push({ word: 0, span: 0 });
  anchors.reverse();

  const starts: number[] = [];
  anchors.forEach((anchor, index) => {
    const next = anchors[index + 1] ?? { word: words.length, span: spans.length };
    const [from, to] = [speechAt[anchor.span]!, speechAt[next.span]!];
    for (let word = anchor.word; word < next.word; word++) {
      const share = (wordAt[word]! - wordAt[anchor.word]!) / (wordAt[next.word]! - wordAt[anchor.word]!);
      starts.push(word === anchor.word ? spans[anchor.span]!.start : timeAt(spans, speechAt, from + share * (to - from)));
    }
  });
  return starts.map((start) => Math.round(start * 1000) / 1000);
}

/** Running totals, starting at 0: entry i is the sum of the first i values. */
function cumulative(values: number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push(sums.at(-1)! + value);
  return sums;
}

/** The moment in the recording `speech` seconds of speaking in (pauses skipped). */
function timeAt(spans: readonly Span[], speechAt: number[], speech: number): number {
  let span = 0;
  while (span < spans.length - 1 && speechAt[span + 1]! <= speech) span++;
  return spans[span]!.start + (speech - speechAt[span]!);
}
