import type { TextStyle } from "./elements.ts";

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for large text. */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/**
 * How big a 1080p canvas pixel looks on a phone: a 1080-pixel-wide video fills a screen about 360
 * CSS pixels wide. WCAG's "large" (18 pt = 24 CSS px, or 14 pt ≈ 18.7 px bold) is judged at that size.
 */
export const VIEWING_SCALE = 1 / 3;

export type Rgba = [r: number, g: number, b: number, a: number];

/** `#rrggbb` or `#rrggbbaa` as channels (0..255) and alpha (0..1). */
export const rgbaOf = (hex: string): Rgba => {
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
export const over = (top: Rgba, bottom: readonly number[]): Rgba => {
  const mix = (i: number) => top[i]! * top[3] + bottom[i]! * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
};

/** The ratio a text style needs: 3:1 when it is large on a phone (WCAG: 24 px, or 18.66 px bold), else 4.5:1. */
export function requiredContrast(style: Pick<TextStyle, "minSize" | "fontWeight">): { ratio: number; large: boolean } {
  const size = style.minSize * VIEWING_SCALE;
  const large = size >= 24 || (style.fontWeight >= 700 && size >= 18.66);
  return { ratio: large ? AA_LARGE : AA_NORMAL, large };
}
