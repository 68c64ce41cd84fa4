// The renderer and its golden fixture, bundled for a plain Chromium page (see support/renderer-bundle.ts).
import { drawFrame } from "@framewise/renderer";
import { goldenAssets, goldenContent, paintCheckerboard } from "../../packages/renderer/test/fixture-document.ts";

/** The same checkerboard the Skia test draws. */
function checkerboard(size = 512): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  paintCheckerboard(canvas.getContext("2d")!, size);
  return canvas;
}

/** Draws a golden frame at quarter size; answers its RGBA pixels as base64. */
export function renderGoldenFrame(frame: number, scale: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(1080 * scale);
  canvas.height = Math.round(1920 * scale);
  const ctx = canvas.getContext("2d")!;
  drawFrame(ctx, goldenContent, goldenAssets(checkerboard()), frame, { scale });
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = "";
  for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
  return btoa(binary);
}
