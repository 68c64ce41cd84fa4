import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { drawFrame } from "../src/index.ts";
import { goldenAssets, goldenContent } from "./fixture-document.ts";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { checkerboard, skiaCanvas } from "./skia.ts";
import { WORLD_TEXT, WORLD_TEXT_FRAME, worldTextContent } from "./world-text.ts";

const goldenDir = fileURLToPath(new URL("golden/", import.meta.url));
const SCALE = 0.25;
const WIDTH = 1080 * SCALE;
const HEIGHT = 1920 * SCALE;
/** A pixel differs when a channel moves by more than this; a frame passes with under 0.5 % of such pixels. */
const CHANNEL_TOLERANCE = 24;
const MAX_DIFFERENT_PIXELS = 0.005;

function render(frame: number, content = goldenContent) {
  registerSkiaFonts();
  const { canvas, ctx } = skiaCanvas(WIDTH, HEIGHT);
  drawFrame(ctx, content, goldenAssets(checkerboard()), frame, { scale: SCALE });
  return canvas;
}

async function differingPixelShare(actual: Uint8ClampedArray, goldenPng: Buffer): Promise<number> {
  const image = await loadImage(goldenPng);
  const { canvas } = skiaCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0, WIDTH, HEIGHT);
  const expected = ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
  let different = 0;
  for (let i = 0; i < actual.length; i += 4)
    if (Math.max(...[0, 1, 2, 3].map((c) => Math.abs(actual[i + c]! - expected[i + c]!))) > CHANNEL_TOLERANCE) different++;
  return different / (actual.length / 4);
}

// Frames chosen to cover: entrance animation mid-way, a settled title, the wipe mid-way, Ken Burns near the end.
const frames = { "title-entering": 9, "title-settled": 45, "wipe-midway": 67, "photo-end": 115 };
// The title settled with its words in each script (world-text.ts).
const worldFrames = Object.keys(WORLD_TEXT).map((script) => ({
  name: `world-${script}`,
  frame: WORLD_TEXT_FRAME,
  content: worldTextContent(script as keyof typeof WORLD_TEXT),
}));

describe("golden frames (Skia)", () => {
  for (const { name, frame, content } of [
    ...Object.entries(frames).map(([name, frame]) => ({ name, frame, content: goldenContent })),
    ...worldFrames,
  ])
    it(`frame ${frame} (${name}) matches its committed PNG`, async () => {
      const canvas = render(frame, content);
      const file = `${goldenDir}${name}.png`;
      if (process.env.UPDATE_GOLDENS || !existsSync(file)) {
        if (!process.env.UPDATE_GOLDENS)
          throw new Error(`No golden ${name}.png: run with UPDATE_GOLDENS=1 and commit it after looking at it.`);
        await mkdir(goldenDir, { recursive: true });
        await writeFile(file, await canvas.encode("png"));
      }
      const actual = canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
      expect(await differingPixelShare(actual, await readFile(file))).toBeLessThan(MAX_DIFFERENT_PIXELS);
    });

  it("draws the same frame identically twice (deterministic)", () => {
    const first = render(30).getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
    const second = render(30).getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("differs from a golden when the drawing changes (the comparison can fail)", async () => {
    const canvas = render(45);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ff00ff";
    ctx.fillRect(0, 0, WIDTH, HEIGHT / 10);
    const share = await differingPixelShare(ctx.getImageData(0, 0, WIDTH, HEIGHT).data, await readFile(`${goldenDir}title-settled.png`));
    expect(share).toBeGreaterThan(MAX_DIFFERENT_PIXELS);
  });
});
