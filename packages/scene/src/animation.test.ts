import { describe, expect, it } from "vitest";
import { animatedState, presetSchema, trackSchema, valueAt, type Keyframe } from "./animation.ts";

const track: Keyframe[] = [
  { time: 1, value: 0, easing: "linear" },
  { time: 2, value: 10, easing: "ease-in-quad" },
  { time: 4, value: 20, easing: "linear" },
];

describe("keyframes", () => {
  it("holds before the first and after the last keyframe, and interpolates with the segment's easing", () => {
    expect(valueAt(track, 0)).toBe(0);
    expect(valueAt(track, 1.5)).toBeCloseTo(5);
    expect(valueAt(track, 3)).toBeCloseTo(12.5); // ease-in-quad at half way: 10 + 10 * 0.25
    expect(valueAt(track, 9)).toBe(20);
  });

  it("refuses keyframes out of time order", () => {
    const result = trackSchema.safeParse([
      { time: 2, value: 0 },
      { time: 1, value: 1 },
    ]);
    expect(result.success).toBe(false);
  });
});

describe("presets", () => {
  const preset = (input: object) => presetSchema.parse(input);

  it("fades in from the start and out before the end", () => {
    const fades = [
      preset({ preset: "fade", duration: 1, easing: "linear" }),
      preset({ preset: "fade", phase: "out", duration: 1, easing: "linear" }),
    ];
    expect(animatedState(undefined, fades, 0, 5).opacity).toBe(0);
    expect(animatedState(undefined, fades, 0.5, 5).opacity).toBeCloseTo(0.5);
    expect(animatedState(undefined, fades, 2.5, 5).opacity).toBe(1);
    expect(animatedState(undefined, fades, 4.5, 5).opacity).toBeCloseTo(0.5);
    expect(animatedState(undefined, fades, 5, 5).opacity).toBe(0);
  });

  it("slides in from its direction and comes to rest", () => {
    const slide = [preset({ preset: "slide", direction: "left", duration: 1 })];
    expect(animatedState(undefined, slide, 0, 5).x).toBeLessThan(0);
    expect(animatedState(undefined, slide, 2, 5)).toMatchObject({ x: 0, y: 0, opacity: 1 });
  });

  it("pops from a smaller scale, and reveals text for typewriter", () => {
    expect(animatedState(undefined, [preset({ preset: "pop" })], 0, 5).scale).toBeCloseTo(0.6);
    const typewriter = [preset({ preset: "typewriter", duration: 2, easing: "linear" })];
    expect(animatedState(undefined, typewriter, 1, 5).reveal).toBeCloseTo(0.5);
    const countUp = [preset({ preset: "count-up", duration: 2, easing: "linear" })];
    expect(animatedState(undefined, countUp, 0.5, 5).reveal).toBeCloseTo(0.25);
    expect(animatedState(undefined, countUp, 3, 5).reveal).toBe(1);
  });

  it("combines keyframes with presets", () => {
    const state = animatedState(
      { opacity: [{ time: 0, value: 0.5, easing: "linear" }] },
      [preset({ preset: "fade", duration: 1, easing: "linear" })],
      0.5,
      5,
    );
    expect(state.opacity).toBeCloseTo(0.25);
  });
});
