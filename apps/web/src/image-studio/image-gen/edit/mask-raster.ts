/** A point on the image, in its own pixels. */
export interface MaskPoint {
  x: number;
  y: number;
}

/** One step of painting a mask: undo and redo move whole steps. */
export type MaskOp = { kind: "stroke"; erase: boolean; size: number; points: MaskPoint[] } | { kind: "invert" } | { kind: "clear" };

/**
 * The mask the steps make, one byte per image pixel: 255 where the picture may change (white in
 * the exported PNG), 0 where it must stay. Pure, so the same steps always give the same pixels and
 * undo is a replay without the last one. A stroke stamps discs along its path, close enough that
 * a fast drag leaves no gaps.
 */
export function rasterizeMask(ops: readonly MaskOp[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const op of ops) {
    if (op.kind === "clear") mask.fill(0);
    else if (op.kind === "invert") for (let at = 0; at < mask.length; at++) mask[at] = 255 - mask[at]!;
    else paintStroke(mask, width, height, op);
  }
  return mask;
}

function paintStroke(mask: Uint8Array, width: number, height: number, stroke: Extract<MaskOp, { kind: "stroke" }>) {
  const value = stroke.erase ? 0 : 255;
  const radius = Math.max(0.5, stroke.size / 2);
  const spacing = Math.max(1, radius / 2);
  const [first, ...rest] = stroke.points;
  if (!first) return;
  stamp(mask, width, height, first, radius, value);
  let from = first;
  for (const to of rest) {
    const steps = Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / spacing);
    for (let step = 1; step <= steps; step++)
      stamp(
        mask,
        width,
        height,
        { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps },
        radius,
        value,
      );
    from = to;
  }
}

/** Every pixel whose centre lies within the disc. */
function stamp(mask: Uint8Array, width: number, height: number, centre: MaskPoint, radius: number, value: number) {
  const top = Math.max(0, Math.floor(centre.y - radius));
  const bottom = Math.min(height - 1, Math.ceil(centre.y + radius));
  const left = Math.max(0, Math.floor(centre.x - radius));
  const right = Math.min(width - 1, Math.ceil(centre.x + radius));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++)
      if ((x + 0.5 - centre.x) ** 2 + (y + 0.5 - centre.y) ** 2 <= radius * radius) mask[y * width + x] = value;
}

/** True when nothing would change: an inpaint needs something painted. */
export const isEmptyMask = (mask: Uint8Array) => !mask.some((value) => value !== 0);
