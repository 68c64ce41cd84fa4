import { describe, expect, it } from "vitest";
import { composeMusic } from "./compose.ts";
import { renderScore, SAMPLE_RATE } from "./synth.ts";
import { encodeWav } from "./wav.ts";

const rms = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let index = from; index < to; index++) sum += samples[index]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
};
const at = (seconds: number) => Math.round(seconds * SAMPLE_RATE);

describe("renderScore", () => {
  const score = composeMusic({ mood: "upbeat", seconds: 12 });
  const sound = renderScore(score);

  it("makes exactly the score's length of stereo sound at a bed's level, peaks under −1 dBFS, ending in silence", () => {
    expect(sound.left.length).toBe(12 * SAMPLE_RATE);
    expect(sound.right.length).toBe(12 * SAMPLE_RATE);
    const level = 20 * Math.log10(rms(sound.left));
    expect(level).toBeGreaterThan(-22);
    expect(level).toBeLessThan(-14);
    const peak = [sound.left, sound.right].reduce((most, side) => side.reduce((each, value) => Math.max(each, Math.abs(value)), most), 0);
    expect(peak).toBeLessThanOrEqual(0.891);
    expect(Math.abs(sound.left.at(-1)!)).toBe(0);
    // The two sides differ: the pad and keys are wide, not mono.
    expect(rms(sound.left.map((value, index) => value - sound.right[index]!))).toBeGreaterThan(0.01);
  });

  it("puts its beats where the score says: the kick makes each beat louder than the half-beat after it", () => {
    const window = at(0.03);
    const body = score.beats.filter((time) => time >= score.beats[8]! && time < score.endingAt);
    const louder = body.filter(
      (time) =>
        rms(sound.left, at(time), at(time) + window) >
        rms(sound.left, at(time + score.beatSeconds / 2), at(time + score.beatSeconds / 2) + window),
    );
    expect(body.length).toBeGreaterThan(8);
    expect(louder.length).toBe(body.length);
  });

  it("rings out: the last second is quieter than the body, and the chord dies away rather than holding", () => {
    const body = rms(sound.left, at(5), at(9));
    const lastSecond = rms(sound.left, at(11), at(12));
    expect(lastSecond).toBeLessThan(body / 3);
    const early = rms(sound.left, at(score.endingAt + 0.1), at(score.endingAt + 0.6));
    expect(lastSecond).toBeLessThan(early / 2);
  });

  it("sounds the same every time", () => {
    const again = renderScore(score);
    expect(again.left.every((value, index) => value === sound.left[index])).toBe(true);
  });
});

describe("encodeWav", () => {
  it("writes a 16-bit stereo PCM WAV of the sound", () => {
    const wav = encodeWav({ sampleRate: 48_000, left: Float32Array.of(0, 1, -1), right: Float32Array.of(0.5, 0, 2) });
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(wav.subarray(8, 16))).toBe("WAVEfmt ");
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(40, true)).toBe(12);
    expect([0, 1, 2, 3, 4, 5].map((index) => view.getInt16(44 + index * 2, true))).toEqual([0, 16384, 32767, 0, -32767, 32767]);
  });
});
