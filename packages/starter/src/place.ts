import { CANVAS_SIZES, type AspectRatio, type Box } from "@framewise/scene";

/** x, y, width, height in pixels of the 1080p canvas of one aspect ratio. */
export type PixelBox = readonly [x: number, y: number, width: number, height: number];

function toFractions(aspect: AspectRatio, [x, y, width, height]: PixelBox): Box {
  const size = CANVAS_SIZES[aspect];
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { x: round(x / size.width), y: round(y / size.height), width: round(width / size.width), height: round(height / size.height) };
}

/**
 * An element's box per aspect ratio, written in the canvas's pixels as designers measure them
 * (9:16 is 1080×1920, 1:1 1080×1080, 16:9 1920×1080, 4:5 1080×1350) and stored as fractions.
 */
export function place(boxes: Record<AspectRatio, PixelBox>): { box: Box; boxes: Partial<Record<AspectRatio, Box>> } {
  return {
    box: toFractions("9:16", boxes["9:16"]),
    boxes: { "1:1": toFractions("1:1", boxes["1:1"]), "16:9": toFractions("16:9", boxes["16:9"]), "4:5": toFractions("4:5", boxes["4:5"]) },
  };
}

/** The whole canvas in every aspect ratio. */
export const fullBleed = { box: { x: 0, y: 0, width: 1, height: 1 } };
