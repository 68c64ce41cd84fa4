/**
 * Render speed at 1080p (first cut, issue 3): the golden fixture document stretched to 30 s,
 * measured three ways and printed as JSON:
 *   draw-only    drawFrame + reading the pixels back, no encoder;
 *   encode-only  pre-drawn frames piped to the same ffmpeg settings (the floor);
 *   full         renderVideo, drawing and encoding together.
 * The full render runs first, so the peak memory printed for it is its own (this process's
 * maximum RSS; ffmpeg's memory is not included yet).
 *
 *   node bench/render.ts [seconds]
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { timeline } from "@framewise/scene";
import { goldenAssets, goldenContent } from "../packages/renderer/test/fixture-document.ts";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { checkerboard } from "../packages/renderer/test/skia.ts";
import { ffmpegPath } from "../apps/server/src/render/ffmpeg-path.ts";
import { renderVideo } from "../apps/server/src/render/render-video.ts";

const seconds = Number(process.argv[2] ?? 30);
const perScene = seconds / goldenContent.scenes.length;
const content = { ...goldenContent, scenes: goldenContent.scenes.map((scene) => ({ ...scene, duration: perScene })) };
const assets = goldenAssets(checkerboard());
const { frames } = timeline(content);
const [width, height] = [1080, 1920];
registerSkiaFonts();

function drawOnly() {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const start = performance.now();
  for (let frame = 0; frame < frames; frame++) {
    ctx.clearRect(0, 0, width, height);
    drawFrame(ctx, content, assets, frame);
    ctx.getImageData(0, 0, width, height);
  }
  return (performance.now() - start) / 1000;
}

async function encodeOnly(folder: string) {
  // 30 distinct frames drawn beforehand, cycled, so only the encoder works during the timing.
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const predrawn = Array.from({ length: 30 }, (_, i) => {
    drawFrame(ctx, content, assets, Math.floor((i * frames) / 30));
    return Buffer.from(ctx.getImageData(0, 0, width, height).data);
  });
  const start = performance.now();
  const ffmpeg = spawn(ffmpegPath(), ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-r", "30", "-i", "pipe:0", "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-y", path.join(folder, "encode-only.mp4")], { stdio: ["pipe", "ignore", "inherit"] });
  const closed = new Promise((resolve) => ffmpeg.once("close", resolve));
  for (let frame = 0; frame < frames; frame++)
    if (!ffmpeg.stdin.write(predrawn[frame % predrawn.length])) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  ffmpeg.stdin.end();
  await closed;
  return (performance.now() - start) / 1000;
}

const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-render-"));
const fullStart = performance.now();
await renderVideo({ content, assets, outputPath: path.join(folder, "full.mp4") });
const fullSeconds = (performance.now() - fullStart) / 1000;
const fullPeakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
const drawSeconds = drawOnly();
const encodeSeconds = await encodeOnly(folder);
await rm(folder, { recursive: true, force: true });

const round = (value: number) => Math.round(value * 100) / 100;
console.log(
  JSON.stringify(
    {
      benchmark: "render 1080p30",
      document: "renderer golden fixture (2 scenes: gradients, shapes, text with shadow, image with Ken Burns, wipe)",
      videoSeconds: seconds,
      frames,
      drawOnly: { wallSeconds: round(drawSeconds), fps: round(frames / drawSeconds) },
      encodeOnly: { wallSeconds: round(encodeSeconds), fps: round(frames / encodeSeconds) },
      full: {
        wallSeconds: round(fullSeconds),
        fps: round(frames / fullSeconds),
        realtimeFactor: round(seconds / fullSeconds),
        vsEncodeFloor: round(fullSeconds / encodeSeconds),
        peakRssMiB: fullPeakRssMiB,
      },
    },
    null,
    2,
  ),
);
