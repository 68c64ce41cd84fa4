import { createCanvas, type Canvas } from "@napi-rs/canvas";
import type { Context2D } from "../src/index.ts";
import { paintCheckerboard } from "./fixture-document.ts";

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
