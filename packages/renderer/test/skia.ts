import { createRequire } from "node:module";
import { createCanvas, GlobalFonts, type Canvas } from "@napi-rs/canvas";
import { registerFontFiles, type Context2D } from "../src/index.ts";
import { paintCheckerboard } from "./fixture-document.ts";

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

/** The fixture's checkerboard as an image source. */
export function checkerboard(size = 512): Canvas {
  const { canvas, ctx } = skiaCanvas(size, size);
  paintCheckerboard(ctx, size);
  return canvas;
}
