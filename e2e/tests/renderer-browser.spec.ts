import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { expect, test, type TestInfo } from "@playwright/test";
import { WORLD_TEXT } from "../../packages/renderer/test/world-text.ts";
import { loadRenderer } from "../support/renderer-bundle.ts";

const goldenDir = fileURLToPath(new URL("../../packages/renderer/test/golden/", import.meta.url));
const SCALE = 0.25;
const [WIDTH, HEIGHT] = [270, 480];
// The frames the Skia golden test commits (packages/renderer/test/golden.test.ts).
const frames = { "title-entering": 9, "title-settled": 45, "wipe-midway": 67, "photo-end": 115 };
/** Browser (Chromium's Skia) against the server (@napi-rs/canvas's Skia): stated limits. */
const CHANNEL_TOLERANCE = 24;
const MAX_DIFFERENT_PIXELS = 0.02;
const MAX_MEAN_DIFFERENCE = 2;

interface RendererPage {
  renderGoldenFrame(frame: number, scale: number): string;
  renderWorldTextFrame(script: string, scale: number): Promise<string>;
}

async function goldenPixels(name: string): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  canvas.getContext("2d").drawImage(await loadImage(await readFile(`${goldenDir}${name}.png`)), 0, 0);
  return canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
}

type Renderer = { FramewiseRenderer: RendererPage };

/** Compares each frame drawn in the page (`draw` answers its RGBA pixels as base64) with the server's golden PNG, within the limits above. */
async function compareWithGoldens(testInfo: TestInfo, names: string[], draw: (name: string) => Promise<string>) {
  const report: Record<string, { differentPixels: number; meanDifference: number }> = {};
  for (const name of names) {
    const browser = Buffer.from(await draw(name), "base64");
    const server = await goldenPixels(name);
    expect(browser.length).toBe(server.length);
    let different = 0;
    let total = 0;
    for (let i = 0; i < server.length; i += 4) {
      let worst = 0;
      for (let c = 0; c < 3; c++) {
        const delta = Math.abs(browser[i + c]! - server[i + c]!);
        total += delta;
        worst = Math.max(worst, delta);
      }
      if (worst > CHANNEL_TOLERANCE) different++;
    }
    report[name] = { differentPixels: different / (server.length / 4), meanDifference: total / ((server.length / 4) * 3) };
  }
  await testInfo.attach("browser-vs-server.json", { body: JSON.stringify(report, null, 2), contentType: "application/json" });
  console.log("browser vs server:", JSON.stringify(report));
  for (const [name, result] of Object.entries(report)) {
    expect(result.differentPixels, name).toBeLessThan(MAX_DIFFERENT_PIXELS);
    expect(result.meanDifference, name).toBeLessThan(MAX_MEAN_DIFFERENCE);
  }
}

test("the renderer draws the golden frames in Chromium as it does on the server", async ({ page }, testInfo) => {
  await loadRenderer(page);
  await compareWithGoldens(testInfo, Object.keys(frames), (name) =>
    page.evaluate(([frame, scale]) => (window as unknown as Renderer).FramewiseRenderer.renderGoldenFrame(frame, scale), [
      frames[name as keyof typeof frames],
      SCALE,
    ] as const),
  );
});

test("every script's golden frame draws in Chromium as on the server: shaped, in order, fallback fonts fetched as needed", async ({
  page,
}, testInfo) => {
  await loadRenderer(page);
  await compareWithGoldens(
    testInfo,
    Object.keys(WORLD_TEXT).map((script) => `world-${script}`),
    (name) =>
      page.evaluate(([script, scale]) => (window as unknown as Renderer).FramewiseRenderer.renderWorldTextFrame(script, scale), [
        name.replace("world-", ""),
        SCALE,
      ] as const),
  );
});
