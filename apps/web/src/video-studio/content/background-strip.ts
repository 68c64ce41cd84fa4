import { colorAt, type AnimatedColor, type Palette } from "@framewise/scene";

/** Samples across a scene: enough that an easing's curve shows, few enough to build on every edit. */
const SAMPLES = 32;

/**
 * A CSS gradient, left to right, of the background over the scene's `length` seconds. It is
 * sampled from `colorAt` rather than handed the keyframes: the renderer mixes in OKLab with
 * easings, which a CSS gradient between the keyframes alone would not show.
 */
export function backgroundStrip(color: AnimatedColor, length: number, palette: Palette): string {
  const stops = Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const share = i / SAMPLES;
    return `${colorAt(color, share * length, palette)} ${Math.round(share * 1000) / 10}%`;
  });
  return `linear-gradient(to right, ${stops.join(", ")})`;
}

/** Where a keyframe at `time` sits along the strip, in percent (one past the scene's end sits at its end). */
export const stripPosition = (time: number, length: number) => Math.min(100, Math.max(0, length > 0 ? (time / length) * 100 : 0));
