import type { AspectRatio, Layout } from "@framewise/scene";

/** A layout's thumbnail is 1:1 when it has it (most do), else its first ratio. */
export const thumbnailAspect = (layout: Layout): AspectRatio =>
  layout.aspectRatios.includes("1:1") ? "1:1" : (layout.aspectRatios[0] ?? "1:1");

/** The width that fits a picture of `aspect` inside a square of side `box`. */
export function widthInSquare(box: number, aspect: AspectRatio) {
  const [w, h] = aspect.split(":").map(Number) as [number, number];
  return Math.round(box * Math.min(1, w / h));
}
