import { describe, expect, it } from "vitest";
import { composeMusic } from "./compose.ts";
import { MOOD_STYLES, type Mood } from "./moods.ts";
import { chordsOf } from "./synth.ts";

const MOODS = Object.keys(MOOD_STYLES) as Mood[];

describe("composeMusic", () => {
  it.each(MOODS)("fills a 30 s video with whole beats near the %s mood's tempo", (mood) => {
    const score = composeMusic({ mood, seconds: 30 });
    expect(score.beats.length * score.beatSeconds).toBeCloseTo(30, 9);
    expect(score.beats[1]).toBeCloseTo(score.beatSeconds, 9);
    expect(Math.abs(score.tempo / MOOD_STYLES[mood].tempo - 1)).toBeLessThan(0.05);
    for (const note of score.notes) {
      expect(note.start).toBeGreaterThanOrEqual(0);
      expect(note.start + note.length).toBeLessThanOrEqual(30 + 1e-9);
    }
  });

  it("ends on the tonic chord, struck on a downbeat after the dominant, ringing at least three beats to the end", () => {
    const score = composeMusic({ mood: "dramatic", seconds: 20 });
    const barOf = (time: number) => Math.round(time / score.beatSeconds) / 4;
    expect(Number.isInteger(barOf(score.endingAt))).toBe(true);
    expect(20 - score.endingAt).toBeGreaterThanOrEqual(3 * score.beatSeconds - 1e-9);
    const classes = (start: number) =>
      [
        ...new Set(score.notes.filter((note) => note.part === "pad" && Math.abs(note.start - start) < 1e-9).map((note) => note.pitch % 12)),
      ].sort((a, b) => a - b);
    // A minor: the ending is A C E; the bar before it E major (E G# B), the raised seventh pulling home.
    expect(classes(score.endingAt)).toEqual([0, 4, 9]);
    expect(classes(score.endingAt - 4 * score.beatSeconds)).toEqual([4, 8, 11]);
    expect(score.notes.filter((note) => note.start === score.endingAt).every((note) => note.part !== "pad" || note.ringOut)).toBe(true);
    expect(score.notes.some((note) => note.part === "crash" && note.start === score.endingAt)).toBe(true);
  });

  it("moves each chord as little as it can: no voice of the pad jumps more than a fourth between bars", () => {
    const score = composeMusic({ mood: "corporate", seconds: 40 });
    const chords = chordsOf(score.notes).map((chord) => chord.map((note) => note.pitch));
    for (let index = 1; index < chords.length - 1; index++) {
      const centre = (pitches: number[]) => pitches.reduce((sum, pitch) => sum + pitch, 0) / pitches.length;
      expect(Math.abs(centre(chords[index]!) - centre(chords[index - 1]!))).toBeLessThanOrEqual(5);
    }
  });

  it("leaves the drums out of the intro, and calm music has none at all", () => {
    const upbeat = composeMusic({ mood: "upbeat", seconds: 30 });
    const firstKick = Math.min(...upbeat.notes.filter((note) => note.part === "kick").map((note) => note.start));
    expect(firstKick).toBeCloseTo(8 * upbeat.beatSeconds, 9);
    expect(composeMusic({ mood: "calm", seconds: 30 }).notes.some((note) => ["kick", "snare", "hat"].includes(note.part))).toBe(false);
  });

  it("writes the same score for the same request", () => {
    expect(composeMusic({ mood: "playful", seconds: 17.5 })).toEqual(composeMusic({ mood: "playful", seconds: 17.5 }));
  });

  it.each([0, 1.9, 601, Number.NaN])("refuses a length of %s seconds", (seconds) => {
    expect(() => composeMusic({ mood: "calm", seconds })).toThrow(RangeError);
  });
});
