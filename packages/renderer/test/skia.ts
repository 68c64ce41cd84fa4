import { createRequire } from "node:module";
import { createCanvas, GlobalFonts, type Canvas } from "@napi-rs/canvas";
import { registerFontFiles, type Context2D } from "../src/index.ts";

const require = createRequire(import.meta.url);
let registered = false;

/** Registers the renderer's fonts with Skia, once per process. */
export function registerFonts() {
  if (!registered) registerFontFiles((file, family) => GlobalFonts.registerFromPath(file, family), require.resolve);
  registered = true;
}

export function skiaCanvas(width: number, height: number): { canvas: Canvas; ctx: Context2D } {
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext("2d") };
}

/** A deterministic 8×8 checkerboard in two colours, as an image source. */
export function checkerboard(size = 512): Canvas {
  const { canvas, ctx } = skiaCanvas(size, size);
  const cell = size / 8;
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++) {
      ctx.fillStyle = (row + column) % 2 ? "#f97316" : "#fde68a";
      ctx.fillRect(column * cell, row * cell, cell, cell);
    }
  return canvas;
}
