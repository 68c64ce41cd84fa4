import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { MeasureText } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";

/** Widths remembered before the memory is emptied (about 10 MB at most). */
const MAX_REMEMBERED = 100_000;

/**
 * Measures text with Skia and the renderer's fonts, as server renders do (fonts registered on
 * first use), remembering each width: a Skia measure costs about 0.2 ms (the font is resolved
 * with its fallbacks every time), and checklists measure the same fuzzed words again and again.
 */
export function createSkiaMeasure(): MeasureText {
  let context: SKRSContext2D | undefined;
  const widths = new Map<string, number>();
  return (text, font) => {
    const key = `${font}\u0000${text}`;
    let width = widths.get(key);
    if (width !== undefined) return width;
    if (!context) {
      registerSkiaFonts();
      context = createCanvas(1, 1).getContext("2d");
    }
    context.font = font;
    width = context.measureText(text).width;
    if (widths.size >= MAX_REMEMBERED) widths.clear();
    widths.set(key, width);
    return width;
  };
}
