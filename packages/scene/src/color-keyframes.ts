import { z } from "zod";
import { ease, easingSchema } from "./easing.ts";
import { colorSchema } from "./geometry.ts";
import { LIMITS } from "./limits.ts";
import { resolveColor } from "./palette.ts";
import type { Palette } from "./template.ts";

export const colorKeyframeSchema = z.strictObject({
  /** Seconds from the element's start; for a background, from its scene's start. */
  time: z.number().min(0).max(LIMITS.sceneSeconds),
  color: colorSchema,
  /** How the colour moves from this keyframe to the next. */
  easing: easingSchema.default("linear"),
});
export type ColorKeyframe = z.output<typeof colorKeyframeSchema>;

/**
 * A colour that holds, or one that moves through keyframes (a hue shift, a pulse): what a fill
 * or a gradient stop takes, so a moving colour is one fill rather than layers faded over each other.
 */
export const animatedColorSchema = z.union([
  colorSchema,
  z.strictObject({
    keyframes: z
      .array(colorKeyframeSchema)
      .min(1)
      .max(LIMITS.keyframes)
      .refine((frames) => frames.every((frame, i) => i === 0 || frame.time >= frames[i - 1]!.time), "keyframes must be in time order"),
  }),
]);
export type AnimatedColor = z.output<typeof animatedColorSchema>;
export type AnimatedColorInput = z.input<typeof animatedColorSchema>;

/**
 * The colour at `time` seconds as hex, palette roles resolved: held before the first keyframe
 * and after the last, and between two mixed in OKLab (even steps look even, a hue turn does not
 * pass through grey as it would in RGB), alpha premultiplied as CSS mixes colours. Every channel
 * is rounded to a byte, so a browser and the server draw the very same colour.
 */
export function colorAt(color: AnimatedColor, time: number, palette: Palette): string {
  if (typeof color === "string") return resolveColor(color, palette);
  const frames = color.keyframes;
  const first = frames[0]!;
  if (time <= first.time) return resolveColor(first.color, palette);
  for (let i = 1; i < frames.length; i++) {
    const next = frames[i]!;
    if (time < next.time) {
      const previous = frames[i - 1]!;
      const progress = ease(previous.easing, (time - previous.time) / (next.time - previous.time));
      return mixColors(resolveColor(previous.color, palette), resolveColor(next.color, palette), progress);
    }
  }
  return resolveColor(frames.at(-1)!.color, palette);
}

type Oklab = [lightness: number, a: number, b: number, alpha: number];

/** `#rrggbb` or `#rrggbbaa` `amount` of the way from one to the other in OKLab (an overshooting easing goes past). */
export function mixColors(from: string, to: string, amount: number): string {
  const [start, end] = [oklabOf(from), oklabOf(to)];
  const alpha = Math.min(1, Math.max(0, start[3] + (end[3] - start[3]) * amount));
  // Premultiplied: a colour fading to transparent keeps its hue instead of taking the other's.
  const channel = (i: 0 | 1 | 2) => (start[i] * start[3] + (end[i] * end[3] - start[i] * start[3]) * amount) / (alpha || 1);
  return hexOf([channel(0), channel(1), channel(2), alpha]);
}

function oklabOf(hex: string): Oklab {
  const byte = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  const [r, g, b] = [byte(1), byte(3), byte(5)].map((value) => toLinear(value / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
    hex.length === 9 ? byte(7) / 255 : 1,
  ];
}

function hexOf([lightness, a, b, alpha]: Oklab): string {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const byte = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, "0");
  const rgb = "#" + linear.map((value) => byte(toGamma(value))).join("");
  return alpha >= 1 ? rgb : rgb + byte(alpha);
}

const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const toGamma = (value: number) => (value <= 0.0031308 ? value * 12.92 : 1.055 * Math.max(0, value) ** (1 / 2.4) - 0.055);
