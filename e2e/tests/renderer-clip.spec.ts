import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { expect, test } from "@playwright/test";
import { clipMomentsAt, drawFrame } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { ClipDecoder, ffmpegPath } from "@framewise/media";
import { clipAssets, clipContent } from "../../packages/renderer/test/fixture-document.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { loadRenderer } from "../support/renderer-bundle.ts";

const SCALE = 0.5;
const [WIDTH, HEIGHT] = [960, 540];
// Frames inside the clip's three seconds, away from its ends.
const FRAMES = [12, 41, 73];
const CLIP_PATH = "/__clip.mp4";

/** Mean absolute difference per channel (RGB) between two RGBA frames, in levels. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) total += Math.abs(a[i + c]! - b[i + c]!);
  return total / ((a.length / 4) * 3);
}

/** The same frames drawn on the server: Skia, the clip decoded by ffmpeg. */
async function serverFrames(clipFile: string, frames: number[]): Promise<Uint8Array[]> {
  registerSkiaFonts();
  const clip = await ClipDecoder.open(clipFile, clipContent.fps);
  const assets = clipAssets(clip);
  const drawn: Uint8Array[] = [];
  for (const frame of frames) {
    for (const moment of clipMomentsAt(clipContent, assets, frame)) await clip.prepare(moment.time);
    const ctx = createCanvas(WIDTH, HEIGHT).getContext("2d");
    drawFrame(ctx, clipContent, assets, frame, { scale: SCALE });
    drawn.push(new Uint8Array(ctx.getImageData(0, 0, WIDTH, HEIGHT).data));
  }
  clip.close();
  return drawn;
}

test("a video clip drawn through a <video> element in Chromium matches the server's ffmpeg frames, frame for frame", async ({
  page,
}, testInfo) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-clip-"));
  try {
    // testsrc2 moves every frame, so a frame off by one shows; tagged BT.709 as our renders are.
    const clipFile = path.join(folder, "clip.mp4");
    await promisify(execFile)(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=1280x720:rate=30",
      "-t",
      "3",
      "-vf",
      "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-colorspace",
      "bt709",
      "-color_primaries",
      "bt709",
      "-color_trc",
      "bt709",
      "-movflags",
      "+faststart",
      "-y",
      clipFile,
    ]);
    const clipBytes = await readFile(clipFile);
    // Served with byte ranges, as the app serves media: without them a browser cannot seek.
    await page.route(`${e2eEnvironment.appUrl}${CLIP_PATH}`, (route) => {
      const [, from = "0", to] = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? "") ?? [];
      const end = Math.min(clipBytes.length - 1, to ? Number(to) : clipBytes.length - 1);
      return route.fulfill({
        status: 206,
        headers: { "content-type": "video/mp4", "accept-ranges": "bytes", "content-range": `bytes ${from}-${end}/${clipBytes.length}` },
        body: clipBytes.subarray(Number(from), end + 1),
      });
    });
    await loadRenderer(page);

    const browser = (
      await page.evaluate(
        ([url, frames, scale]) =>
          (
            window as unknown as { FramewiseRenderer: { renderClipFrames(u: string, f: number[], s: number): Promise<string[]> } }
          ).FramewiseRenderer.renderClipFrames(url, frames, scale),
        [CLIP_PATH, FRAMES, SCALE] as const,
      )
    ).map((base64) => new Uint8Array(Buffer.from(base64, "base64")));
    const server = await serverFrames(clipFile, FRAMES);
    const nextFrames = await serverFrames(
      clipFile,
      FRAMES.map((frame) => frame + 1),
    );

    const report = FRAMES.map((frame, i) => ({
      frame,
      sameFrame: meanDifference(browser[i]!, server[i]!),
      nextFrame: meanDifference(browser[i]!, nextFrames[i]!),
    }));
    await testInfo.attach("clip-browser-vs-server.json", { body: JSON.stringify(report, null, 2), contentType: "application/json" });
    console.log("clip browser vs server:", JSON.stringify(report));
    for (const { frame, sameFrame, nextFrame } of report) {
      expect(sameFrame, `frame ${frame}`).toBeLessThan(4);
      // The browser showed this frame, not its neighbour.
      expect(nextFrame, `frame ${frame}`).toBeGreaterThan(sameFrame * 1.5);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
