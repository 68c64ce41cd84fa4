import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import type { Content } from "@framewise/scene";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { describe, expect, it } from "vitest";
import { decodedFrame } from "./helpers/decoded-video.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { ffmpegPath } from "@framewise/media";
import { renderVideo, splitFrames } from "../src/platform/render-engine/render-video.ts";

const run = promisify(execFile);

const { content, template, layouts, assets } = renderBundle();
const SCALE = 0.25;

/** How many video frames the MP4 really holds (decoded, not the container's claim). */
async function countFrames(file: string): Promise<number> {
  const { stderr } = await run(ffmpegPath(), ["-hide_banner", "-i", file, "-map", "0:v", "-f", "null", "-"]);
  return Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)![1]);
}

/** Mean difference per channel between the renderer's frame of `document` and the MP4's. */
async function differenceFromRenderer(file: string, frame: number, document: Content = content): Promise<number> {
  const canvas = createCanvas(270, 480);
  drawFrame(canvas.getContext("2d"), document, assets, frame, { scale: SCALE });
  const expected = canvas.getContext("2d").getImageData(0, 0, 270, 480).data;
  const decoded = await decodedFrame(file, frame, 270, 480);
  let total = 0;
  for (let i = 0; i < expected.length; i += 4) for (let c = 0; c < 3; c++) total += Math.abs(expected[i + c]! - decoded[i + c]!);
  return total / ((expected.length / 4) * 3);
}

describe("rendering a document to MP4", () => {
  const temp = useTempFolder("render");

  it("writes an H.264 MP4 of the right length and size, a poster, and frames that match the renderer", async () => {
    const folder = temp();
    const output = path.join(folder, "video.mp4");
    const progress: number[] = [];
    const result = await renderVideo({
      content,
      template,
      layouts,
      scale: SCALE,
      outputPath: output,
      onProgress: (p) => progress.push(p.frame),
    });
    expect(result).toMatchObject({ frames: 60, durationSeconds: 2, width: 270, height: 480 });
    expect(progress.at(-1)).toBe(60);
    expect((await readdir(folder)).sort()).toEqual(["video.mp4", "video.poster.jpg"]);

    const probe = await run(ffmpegPath(), ["-hide_banner", "-i", output]).catch((error: { stderr: string }) => error);
    expect(probe.stderr).toMatch(/Duration: 00:00:02\.00/);
    expect(probe.stderr).toMatch(/Video: h264 .*yuv420p.*270x480/);
    // +faststart: the index (moov) comes before the media (mdat), so a player starts before the download ends.
    const bytes = await readFile(output);
    expect(bytes.indexOf("moov")).toBeGreaterThan(0);
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));

    // Mean error per channel after yuv420p and H.264 at crf 23: a few levels; a wrong scene is over 50.
    for (const frame of [15, 45]) expect(await differenceFromRenderer(output, frame), `frame ${frame}`).toBeLessThan(6);
  });

  it("draws a long video in parallel frame ranges and joins them without losing or repeating a frame", async () => {
    const output = path.join(temp(), "long.mp4");
    // 5 s + 6 s: two ranges of 165 frames, the seam inside the second scene.
    const long = {
      ...content,
      scenes: [
        { ...content.scenes[0]!, duration: 5 },
        { ...content.scenes[1]!, duration: 6 },
      ],
    };
    const result = await renderVideo({ content: long, template, layouts, scale: SCALE, parallelism: 2, outputPath: output });
    expect(result).toMatchObject({ frames: 330, ranges: 2, durationSeconds: 11 });
    expect(await countFrames(output)).toBe(330);
    const frames = [0, 149, 150, 164, 165, 329];
    for (const frame of frames) expect(await differenceFromRenderer(output, frame, long), `frame ${frame}`).toBeLessThan(6);
  });

  it("splits frames into contiguous ranges that cover every frame once", () => {
    expect(splitFrames(10, 3)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 7 },
      { start: 7, end: 10 },
    ]);
    expect(splitFrames(330, 2)).toEqual([
      { start: 0, end: 165 },
      { start: 165, end: 330 },
    ]);
    expect(splitFrames(5, 1)).toEqual([{ start: 0, end: 5 }]);
  });

  it("leaves no partial file when the render is cancelled", async () => {
    const folder = temp();
    const output = path.join(folder, "cancelled.mp4");
    const controller = new AbortController();
    const rendering = renderVideo({
      content,
      template,
      layouts,
      scale: SCALE,
      outputPath: output,
      signal: controller.signal,
      onProgress: (p) => p.frame === 10 && controller.abort(),
    });
    await expect(rendering).rejects.toThrow();
    expect((await readdir(folder)).filter((name) => name.startsWith("cancelled") && name.endsWith(".mp4"))).toEqual([]);
  });
});
