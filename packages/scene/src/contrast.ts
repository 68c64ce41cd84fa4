import { colorAt } from "./color-keyframes.ts";
import { elementTextStyle } from "./element-text-style.ts";
import type { Fill } from "./elements.ts";
import { CANVAS_SIZES, type AspectRatio, type Box } from "./geometry.ts";
import type { Layout } from "./layout.ts";
import { placedElements, type CheckFinding } from "./placed-elements.ts";
import type { Template } from "./template.ts";

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for large text. */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/**
 * How big a 1080p canvas pixel looks on a phone: a 1080-pixel-wide video fills a screen about 360
 * CSS pixels wide. WCAG's "large" (18 pt = 24 CSS px, or 14 pt ≈ 18.7 px bold) is judged at that size.
 */
export const VIEWING_SCALE = 1 / 3;

type Rgba = [r: number, g: number, b: number, a: number];

const rgbaOf = (hex: string): Rgba => {
  const byte = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return [byte(1), byte(3), byte(5), hex.length > 7 ? byte(7) / 255 : 1];
};

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` (with its alpha) laid over an opaque `bottom`. */
const over = (top: Rgba, bottom: readonly number[]): Rgba => {
  const mix = (i: number) => top[i]! * top[3] + bottom[i]! * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
};

/** A fill's colour at a point (u, v) of its box (fractions of a w × h box), as a canvas draws it at the scene's start. */
function fillAt(fill: Fill, palette: Template["palette"], u: number, v: number, w = 1, h = 1): Rgba {
  if (typeof fill === "string" || !("type" in fill)) return rgbaOf(colorAt(fill, 0, palette));
  let t: number;
  if (fill.type === "linear-gradient") {
    const angle = (fill.angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    t = ((u - 0.5) * w * dx + (v - 0.5) * h * dy) / (Math.abs(w * dx) + Math.abs(h * dy)) + 0.5;
  } else t = Math.min(1, Math.hypot(u - 0.5, v - 0.5) / Math.SQRT1_2);
  const stops = fill.stops.map((stop) => ({ offset: stop.offset, color: rgbaOf(colorAt(stop.color, 0, palette)) }));
  const next = stops.findIndex((stop) => stop.offset >= t);
  if (next <= 0) return next === 0 ? stops[0]!.color : stops.at(-1)!.color;
  const [a, b] = [stops[next - 1]!, stops[next]!];
  const k = (t - a.offset) / (b.offset - a.offset || 1);
  return a.color.map((channel, i) => channel + (b.color[i]! - channel) * k) as Rgba;
}

const inside = (box: Box, x: number, y: number) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
/** Photos and clips are unknown until rendered: text over them is judged against both extremes. */
const MEDIA_EXTREMES: readonly Rgba[] = [
  [0, 0, 0, 1],
  [255, 255, 255, 1],
];

/**
 * Every text element whose colour contrasts less than WCAG AA with what is drawn behind it, judged
 * from the layout's and template's colours (not from a rendered frame): at five points of the text's
 * box, the template background and every shape, photo or clip under it are composited in drawing
 * order; a photo or clip counts as black and as white, so words over media need a scrim or a
 * background of their own. The worst point decides.
 */
export function contrastFindings(layout: Pick<Layout, "elements">, template: Template, aspect: AspectRatio): CheckFinding[] {
  const placed = placedElements(layout, aspect);
  const findings: CheckFinding[] = [];
  const canvas = CANVAS_SIZES[aspect];
  for (const { element, box, order } of placed) {
    if (element.type !== "text") continue;
    const style = elementTextStyle(template, element);
    const large = style.minSize * VIEWING_SCALE >= 24 || (style.fontWeight >= 700 && style.minSize * VIEWING_SCALE >= 18.66);
    const needed = large ? AA_LARGE : AA_NORMAL;
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ].map(([u, v]) => [box.x + u! * box.width, box.y + v! * box.height] as const);
    let worst = Infinity;
    for (const [x, y] of points) {
      let backdrops: Rgba[] = [fillAt(template.background, template.palette, x, y)];
      for (const below of placed.slice(0, order)) {
        if (!inside(below.box, x, y)) continue;
        const { element: under } = below;
        if (under.type === "image" || under.type === "video") backdrops = [...MEDIA_EXTREMES];
        else if (under.type === "shape") {
          const [u, v] = [(x - below.box.x) / below.box.width, (y - below.box.y) / below.box.height];
          const paint = fillAt(under.fill, template.palette, u, v, below.box.width * canvas.width, below.box.height * canvas.height);
          backdrops = backdrops.map((backdrop) => over([paint[0], paint[1], paint[2], paint[3] * under.opacity], backdrop));
        }
      }
      if (style.background) backdrops = backdrops.map((backdrop) => over(rgbaOf(style.background!.color), backdrop));
      for (const backdrop of backdrops) worst = Math.min(worst, contrastRatio(over(rgbaOf(style.color), backdrop), backdrop));
    }
    if (worst < needed)
      findings.push({
        aspect,
        element: element.id,
        message: `text contrast ${worst.toFixed(2)}:1 is below ${needed}:1 (${large ? "large" : "normal"} text at ${style.minSize}px on the 1080p canvas)`,
      });
  }
  return findings;
}
