import type { MaskPoint } from "./mask-raster";

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The rectangle a drag from `start` to `end` makes, in whole image pixels, inside the image; with
 * an aspect ratio (width / height) it keeps that shape, as large as the drag and the image allow.
 */
export function dragRect(start: MaskPoint, end: MaskPoint, image: { width: number; height: number }, aspect: number | undefined): Rect {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const x0 = clamp(start.x, image.width);
  const y0 = clamp(start.y, image.height);
  const signX = end.x >= x0 ? 1 : -1;
  const signY = end.y >= y0 ? 1 : -1;
  // Room from the start point to the image's edge in the drag's direction.
  const roomX = signX > 0 ? image.width - x0 : x0;
  const roomY = signY > 0 ? image.height - y0 : y0;
  let width = Math.min(Math.abs(clamp(end.x, image.width) - x0), roomX);
  let height = Math.min(Math.abs(clamp(end.y, image.height) - y0), roomY);
  if (aspect) {
    width = Math.min(Math.max(width, height * aspect), roomX, roomY * aspect);
    height = width / aspect;
  }
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const left = Math.round(signX > 0 ? x0 : x0 - width);
  const top = Math.round(signY > 0 ? y0 : y0 - height);
  return { left: clamp(left, image.width - w), top: clamp(top, image.height - h), width: w, height: h };
}
