import { describe, expect, it } from "vitest";
import { cubicBezier, ease, STANDARD_EASINGS, type Easing } from "./easing.ts";

const all: Easing[] = [
  ...STANDARD_EASINGS,
  { type: "cubic-bezier", x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6 },
  { type: "spring", stiffness: 170, damping: 26, mass: 1 },
  { type: "spring", stiffness: 100, damping: 30, mass: 1 },
];

describe("easing", () => {
  it("maps 0 to 0 and 1 to 1 for every easing, and clamps outside 0..1", () => {
    for (const easing of all) {
      expect(ease(easing, 0), JSON.stringify(easing)).toBe(0);
      expect(ease(easing, 1), JSON.stringify(easing)).toBe(1);
      expect(ease(easing, -0.5)).toBe(0);
      expect(ease(easing, 1.5)).toBe(1);
    }
  });

  it("matches known values of the standard curves", () => {
    expect(ease("linear", 0.3)).toBeCloseTo(0.3, 10);
    expect(ease("ease-in-quad", 0.5)).toBeCloseTo(0.25, 10);
    expect(ease("ease-out-quad", 0.5)).toBeCloseTo(0.75, 10);
    expect(ease("ease-in-out-cubic", 0.5)).toBeCloseTo(0.5, 10);
    expect(ease("ease-in-out", 0.5)).toBeCloseTo(0.5, 5);
    // CSS `ease` at half time is about 0.8024 (the browser's own value).
    expect(ease("ease", 0.5)).toBeCloseTo(0.8024, 3);
  });

  it("keeps the non-overshooting curves monotonic", () => {
    for (const easing of STANDARD_EASINGS.filter((name) => !name.includes("back"))) {
      let previous = 0;
      for (let i = 1; i <= 100; i++) {
        const value = ease(easing, i / 100);
        expect(value, `${easing} at ${i / 100}`).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = value;
      }
    }
  });

  it("lets back and a bouncy bezier overshoot, and an underdamped spring too", () => {
    expect(Math.min(...Array.from({ length: 50 }, (_, i) => ease("ease-in-back", i / 50)))).toBeLessThan(0);
    expect(Math.max(...Array.from({ length: 50 }, (_, i) => cubicBezier(0.68, -0.6, 0.32, 1.6)(i / 50)))).toBeGreaterThan(1);
    const bouncy: Easing = { type: "spring", stiffness: 300, damping: 8, mass: 1 };
    expect(Math.max(...Array.from({ length: 200 }, (_, i) => ease(bouncy, i / 200)))).toBeGreaterThan(1);
  });

  it("settles a spring near its end by the end of the animation", () => {
    expect(ease({ type: "spring", stiffness: 170, damping: 26, mass: 1 }, 0.999)).toBeCloseTo(1, 2);
  });
});
