import { describe, expect, it } from "vitest";
import { ease, type Easing } from "./easing.ts";

const spring = (stiffness: number, damping: number, mass = 1): Easing => ({ type: "spring", stiffness, damping, mass });
const label = (easing: Easing) => JSON.stringify(easing);
/** The curve sampled every 1/600 of the animation: ten samples a frame at 60 fps for a second. */
const samples = (easing: Easing) => Array.from({ length: 601 }, (_, i) => ease(easing, i / 600));
const steps = (values: number[]) => values.slice(1).map((value, i) => Math.abs(value - values[i]!));

// The three reported overdamped springs (which jumped to 1 on the last frame) and a light one;
// critical and nearly critical ones (the default, ζ ≈ 0.997, settles before it would overshoot);
// bouncy ones, heavy and light; and very bouncy ones, whose genuine motion moves fast.
const overdamped = [spring(1, 200), spring(10, 60), spring(100, 30), spring(1, 200, 0.1)];
const critical = [spring(100, 20), spring(25, 10), spring(170, 26)];
const bouncy = [spring(300, 8), spring(100, 10), spring(1000, 40, 2), spring(50, 10, 4)];
const veryBouncy = [spring(1000, 1, 0.1), spring(50, 5, 4)];
const underdamped = [...bouncy, ...veryBouncy];
const all = [...overdamped, ...critical, ...underdamped];

describe("spring easing", () => {
  it("starts at 0 and ends at 1, arriving at rest rather than jumping on the last sample", () => {
    for (const easing of all) {
      const values = samples(easing);
      expect(values[0], label(easing)).toBe(0);
      expect(values.at(-1), label(easing)).toBe(1);
      expect(steps(values).at(-1), label(easing)).toBeLessThan(1e-3);
    }
  });

  it("moves without a jump anywhere (a very bouncy spring is left out: its real speed is high)", () => {
    for (const easing of [...overdamped, ...critical, ...bouncy])
      expect(Math.max(...steps(samples(easing))), label(easing)).toBeLessThan(0.05);
  });

  it("is settled well before its end (0.999 is within 0.01 % of 1)", () => {
    for (const easing of all) expect(Math.abs(ease(easing, 0.999) - 1), label(easing)).toBeLessThan(2e-4);
  });

  it("overshoots when underdamped, and never when critically or overdamped", () => {
    for (const easing of underdamped) expect(Math.max(...samples(easing)), label(easing)).toBeGreaterThan(1);
    for (const easing of [...overdamped, ...critical]) {
      const values = samples(easing);
      expect(Math.max(...values), label(easing)).toBeLessThanOrEqual(1);
      expect(
        values.every((value, i) => i === 0 || value >= values[i - 1]!),
        label(easing),
      ).toBe(true);
    }
  });

  it("follows the damping continuously across critical damping", () => {
    // ζ = damping / (2·√(stiffness·mass)): 19.99, 20 and 20.01 sit just below, on and above ζ = 1.
    const [below, at, above] = [19.99, 20, 20.01].map((damping) => samples(spring(100, damping)));
    for (let i = 0; i <= 600; i++) {
      expect(Math.abs(below![i]! - at![i]!)).toBeLessThan(1e-3);
      expect(Math.abs(above![i]! - at![i]!)).toBeLessThan(1e-3);
    }
  });
});
