import type { ImageElement } from "@framewise/scene";
import type { Context2D, ImageSource } from "./canvas.ts";
import { tracePath, type Rect } from "./paint.ts";

/**
 * Draws `image` into `rect`: cover crops around the focal point, contain letterboxes; rounded
 * corners clip; Ken Burns zooms and pans over `progress` (0..1 of the element's time).
 */
export function drawImageInto(
  ctx: Context2D,
  image: ImageSource,
  rect: Rect,
  options: {
    fit: "cover" | "contain";
    focalPoint?: { x: number; y: number } | undefined;
    cornerRadius: number;
    kenBurns?: ImageElement["kenBurns"];
    progress: number;
  },
) {
  ctx.save();
  tracePath(ctx, options.cornerRadius > 0 ? "rounded" : "rect", rect, options.cornerRadius);
  ctx.clip();
  const scaleToFit =
    options.fit === "cover"
      ? Math.max(rect.width / image.width, rect.height / image.height)
      : Math.min(rect.width / image.width, rect.height / image.height);
  const motion = options.kenBurns;
  const zoom = motion ? motion.from.scale + (motion.to.scale - motion.from.scale) * options.progress : 1;
  const panX = motion ? motion.from.x + (motion.to.x - motion.from.x) * options.progress : 0;
  const panY = motion ? motion.from.y + (motion.to.y - motion.from.y) * options.progress : 0;
  const width = image.width * scaleToFit * zoom;
  const height = image.height * scaleToFit * zoom;
  const focal = options.focalPoint ?? { x: 0.5, y: 0.5 };
  // Keep the focal point as central as the crop allows, then pan.
  const x = clamp(rect.x + rect.width / 2 - focal.x * width, rect.x + rect.width - width, rect.x) + panX * rect.width;
  const y = clamp(rect.y + rect.height / 2 - focal.y * height, rect.y + rect.height - height, rect.y) + panY * rect.height;
  ctx.drawImage(image as never, 0, 0, image.width, image.height, x, y, width, height);
  ctx.restore();
}

/** `value` kept between two bounds given in either order. */
function clamp(value: number, a: number, b: number): number {
  return Math.min(Math.max(value, Math.min(a, b)), Math.max(a, b));
}
