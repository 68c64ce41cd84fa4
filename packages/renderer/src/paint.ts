import { colorAt, type Fill, type Palette } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A solid colour, or a gradient laid over `rect` (the angle in degrees, 0 = left to right), with
 * each keyframed colour as it is `time` seconds in: one fill however its colours move.
 */
export function paintFor(ctx: Context2D, fill: Fill, rect: Rect, palette: Palette, time: number): unknown {
  if (typeof fill === "string" || !("type" in fill)) return colorAt(fill, time, palette);
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const gradient =
    fill.type === "linear-gradient"
      ? (() => {
          const angle = (fill.angle * Math.PI) / 180;
          const half = (Math.abs(rect.width * Math.cos(angle)) + Math.abs(rect.height * Math.sin(angle))) / 2;
          return ctx.createLinearGradient(
            cx - Math.cos(angle) * half,
            cy - Math.sin(angle) * half,
            cx + Math.cos(angle) * half,
            cy + Math.sin(angle) * half,
          );
        })()
      : ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.hypot(rect.width, rect.height) / 2);
  for (const stop of fill.stops) gradient.addColorStop(stop.offset, colorAt(stop.color, time, palette));
  return gradient;
}

/** Traces a rectangle, rounded rectangle or ellipse as the current path. */
export function tracePath(ctx: Context2D, shape: "rect" | "rounded" | "ellipse", rect: Rect, radius: number) {
  ctx.beginPath();
  if (shape === "ellipse")
    ctx.ellipse(rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width / 2, rect.height / 2, 0, 0, Math.PI * 2);
  else if (shape === "rounded" && radius > 0)
    ctx.roundRect(rect.x, rect.y, rect.width, rect.height, Math.min(radius, rect.width / 2, rect.height / 2));
  else ctx.rect(rect.x, rect.y, rect.width, rect.height);
}
