import { describe, expect, it } from "vitest";
import { alignWords } from "./align-words.ts";
import { speechSpans } from "./speech-spans.ts";

/** Loudness frames of 10 ms: `true` for speech, `false` for silence. */
const frames = (...parts: [boolean, number][]) =>
  parts.flatMap(([loud, seconds]) => Array<number>(Math.round(seconds * 100)).fill(loud ? 0.2 : 0));

describe("speech spans", () => {
  it("find speech between pauses, bridging stop consonants and ignoring clicks", () => {
    const loudness = frames([false, 0.1], [true, 0.5], [false, 0.05], [true, 0.3], [false, 0.4], [true, 0.02], [false, 0.3], [true, 0.6]);
    expect(speechSpans(loudness, 0.01).map(({ start, end }) => [+start.toFixed(2), +end.toFixed(2)])).toEqual([
      [0.1, 0.95],
      [1.67, 2.27],
    ]);
  });

  it("hear quiet speech over silence, and nothing in silence", () => {
    const quiet = [0, 0, 0.01, 0.01, 0.01, 0.01, 0.01, 0, 0];
    expect(speechSpans(quiet, 0.01)).toHaveLength(1);
    expect(speechSpans([0, 0.001, 0], 0.01)).toEqual([]);
  });
});

describe("words aligned to speech", () => {
  it("start the next sentence where speech resumes after its pause, and share each span by length", () => {
    // "Hot coffee." is said 0.2–1.0 s, "Every morning." 1.6–2.6 s.
    const starts = alignWords(
      ["Hot", "coffee.", "Every", "morning."],
      [
        { start: 0.2, end: 1 },
        { start: 1.6, end: 2.6 },
      ],
    )!;
    expect(starts[0]).toBe(0.2);
    expect(starts[1]).toBeCloseTo(0.2 + 0.8 * (4 / 12), 3);
    expect(starts[2]).toBe(1.6);
    expect(starts[3]).toBeCloseTo(1.6 + 1 * (6 / 15), 3);
  });

  it("put pauses at full stops before commas and commas before other words, wherever the lengths suggest", () => {
    const words = ["One", "two,", "three", "four.", "Five", "six", "seven."];
    // Two pauses; the words' lengths alone would put the second between "five" and "six".
    const spans = [
      { start: 0, end: 0.5 },
      { start: 0.7, end: 1.4 },
      { start: 2, end: 2.5 },
    ];
    const starts = alignWords(words, spans)!;
    expect(starts[2]).toBe(0.7);
    expect(starts[4]).toBe(2);
  });

  it("place a pause where no punctuation is at the nearest word, and let a comma go unpaused", () => {
    const starts = alignWords(
      ["Coffee,", "fresh", "beans", "roasted", "daily"],
      [
        { start: 0, end: 1.5 },
        { start: 2, end: 2.7 },
      ],
    )!;
    // The pause comes 68 % into the speech; by their lengths, "roasted" starts 59 % in, "daily" 82 %.
    expect(starts[3]).toBe(2);
    expect(starts.slice(0, 3).every((start) => start < 1.5)).toBe(true);
    expect(starts[4]).toBeGreaterThan(2);
  });

  it("leave a pause inside a word when no place to pause is near, and time nothing without speech", () => {
    const starts = alignWords(
      ["Extraordinarily"],
      [
        { start: 0.1, end: 0.4 },
        { start: 0.6, end: 1 },
      ],
    );
    expect(starts).toEqual([0.1]);
    expect(alignWords(["Hello"], [])).toBeUndefined();
    expect(alignWords([], [{ start: 0, end: 1 }])).toBeUndefined();
  });
});
