import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { animatedColorSchema, colorAt, mixColors } from "./color-keyframes.ts";
import { fillSchema } from "./elements.ts";
import type { Palette } from "./template.ts";

const palette: Palette = {
  background: "#101010",
  surface: "#202020",
  primary: "#ff5500",
  secondary: "#334455",
  text: "#ffffff",
  accent: "#00aa88",
};
const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
const track = (input: unknown) => animatedColorSchema.parse(input);

describe("a keyframed colour", () => {
  it("holds before its first keyframe and after its last, and is each keyframe's colour at its time", () => {
    const color = track({
      keyframes: [
        { time: 1, color: "#ff0000" },
        { time: 2, color: "#0000ff" },
        { time: 3, color: "#00ff00" },
      ],
    });
    expect([0, 1, 2, 3, 9].map((time) => colorAt(color, time, palette))).toEqual(["#ff0000", "#ff0000", "#0000ff", "#00ff00", "#00ff00"]);
    // Between two keyframes it is neither.
    expect(colorAt(color, 1.5, palette)).not.toMatch(/^#(ff0000|0000ff)$/);
  });

  it("mixes in OKLab: black to white is at a perceptual mid-grey half way, not RGB's #808080", () => {
    // OKLab lightness 0.5 is sRGB 99, 99, 99 (Ottosson's reference conversion).
    expect(mixColors("#000000", "#ffffff", 0.5)).toBe("#636363");
  });

  it("gives back any colour mixed with itself, to the byte", () => {
    fc.assert(
      fc.property(hex, fc.double({ min: 0, max: 1, noNaN: true }), (color, amount) => {
        expect(mixColors(color, color, amount)).toBe(color);
      }),
    );
  });

  it("moves with the keyframe's easing", () => {
    const color = (easing: string) =>
      track({
        keyframes: [
          { time: 0, color: "#000000", easing },
          { time: 1, color: "#ffffff" },
        ],
      });
    // ease-in starts slowly: darker half way than linear.
    expect(colorAt(color("ease-in-quad"), 0.5, palette)).toBe(mixColors("#000000", "#ffffff", 0.25));
    expect(colorAt(color("linear"), 0.5, palette)).toBe("#636363");
  });

  it("resolves palette roles in keyframes, opacity included", () => {
    const color = track({
      keyframes: [
        { time: 0, color: "$primary" },
        { time: 1, color: "$accent/50" },
      ],
    });
    expect(colorAt(color, 0, palette)).toBe("#ff5500");
    expect(colorAt(color, 1, palette)).toBe("#00aa8880");
    expect(colorAt("$secondary", 0, palette)).toBe("#334455");
  });

  it("fades premultiplied: from transparent blue to red, the colour stays red while it comes in", () => {
    expect(mixColors("#0000ff00", "#ff0000", 0.5)).toBe("#ff000080");
  });

  it("stays a valid colour when an easing overshoots past the keyframes", () => {
    fc.assert(
      fc.property(hex, hex, fc.double({ min: -1, max: 2, noNaN: true }), (from, to, amount) => {
        expect(mixColors(from, to, amount)).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
      }),
    );
  });

  it("is what fills and gradient stops take, and refuses keyframes out of time order or with no colour", () => {
    const moving = {
      keyframes: [
        { time: 0, color: "#ff0000" },
        { time: 2, color: "#0000ff" },
      ],
    };
    expect(fillSchema.safeParse(moving).success).toBe(true);
    expect(
      fillSchema.safeParse({
        type: "linear-gradient",
        angle: 90,
        stops: [
          { offset: 0, color: moving },
          { offset: 1, color: "#000000" },
        ],
      }).success,
    ).toBe(true);
    expect(animatedColorSchema.safeParse({ keyframes: [...moving.keyframes].reverse() }).success).toBe(false);
    expect(animatedColorSchema.safeParse({ keyframes: [] }).success).toBe(false);
    expect(animatedColorSchema.safeParse({ keyframes: [{ time: 0, color: "red" }] }).success).toBe(false);
  });
});
