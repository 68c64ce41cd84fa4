import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { MeasureText } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";

let context: SKRSContext2D | undefined;

/** Measures text with Skia and the renderer's fonts, as server renders do (fonts registered on first use). */
export const skiaMeasure: MeasureText = (text, font) => {
  if (!context) {
    registerSkiaFonts();
    context = createCanvas(1, 1).getContext("2d");
  }
  context.font = font;
  return context.measureText(text).width;
};
