// The renderer, its browser host and its test fixtures, bundled for a Chromium page (see support/renderer-bundle.ts).
import { clipMomentsAt, drawFrame } from "@framewise/renderer";
import { loadFontsFor, offscreenLayers, registerBrowserFonts, VideoElementFrameSource } from "@framewise/renderer/browser";
import { clipAssets, clipContent, goldenAssets, goldenContent, paintCheckerboard } from "../../packages/renderer/test/fixture-document.ts";
import { WORLD_TEXT, WORLD_TEXT_FRAME, worldTextContent } from "../../packages/renderer/test/world-text.ts";

export { registerBrowserFonts };

/** The same checkerboard the Skia test draws. */
function checkerboard(size = 512): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  paintCheckerboard(canvas.getContext("2d")!, size);
  return canvas;
}

/** A canvas of the document's size at `scale`, and its pixels as base64 once drawn. */
function frameCanvas(width: number, height: number, scale: number) {
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext("2d")!;
  const pixels = () => {
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = "";
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  return { ctx, pixels };
}

/** Draws a golden frame; answers its RGBA pixels as base64. */
export function renderGoldenFrame(frame: number, scale: number): string {
  const { ctx, pixels } = frameCanvas(1080, 1920, scale);
  drawFrame(ctx, goldenContent, goldenAssets(checkerboard()), frame, { scale, layer: offscreenLayers() });
  return pixels();
}

/** Draws the title settled with its words in one of the world's scripts (after fetching the fonts it needs); its RGBA pixels as base64. */
export async function renderWorldTextFrame(script: keyof typeof WORLD_TEXT, scale: number): Promise<string> {
  await loadFontsFor(Object.values(WORLD_TEXT[script]).join(" "));
  const { ctx, pixels } = frameCanvas(1080, 1920, scale);
  drawFrame(ctx, worldTextContent(script), goldenAssets(checkerboard()), WORLD_TEXT_FRAME, { scale, layer: offscreenLayers() });
  return pixels();
}

/** Draws frames of the clip fixture with the clip played by a <video> element; their RGBA pixels as base64. */
export async function renderClipFrames(clipUrl: string, frames: number[], scale: number): Promise<string[]> {
  const clip = await VideoElementFrameSource.open(clipUrl, clipContent.fps);
  const assets = clipAssets(clip);
  const drawn: string[] = [];
  for (const frame of frames) {
    for (const moment of clipMomentsAt(clipContent, assets, frame)) await clip.prepare(moment.time);
    const { ctx, pixels } = frameCanvas(1920, 1080, scale);
    drawFrame(ctx, clipContent, assets, frame, { scale, layer: offscreenLayers() });
    drawn.push(pixels());
  }
  clip.close();
  return drawn;
}
