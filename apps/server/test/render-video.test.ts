import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { describe, expect, it } from "vitest";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { ffmpegPath } from "../src/render/ffmpeg-path.ts";
import { renderVideo } from "../src/render/render-video.ts";

const run = promisify(execFile);

const { content, assets } = renderBundle();
const SCALE = 0.25;

/** One decoded frame of the MP4 as RGBA. */
async function decodedFrame(file: string, frame: number, width: number, height: number): Promise<Buffer> {
  const { stdout } = await run(ffmpegPath(), ["-v", "error", "-i", file, "-vf", `select=eq(n\\,${frame})`, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"], {
    encoding: "buffer",
    maxBuffer: width * height * 8,
  });
  return stdout;
}

describe("rendering a document to MP4", () => {
  const temp = useTempFolder("render");

  it("writes an H.264 MP4 of the right length and size, a poster, and frames that match the renderer", async () => {
    const folder = temp();
    const output = path.join(folder, "video.mp4");
    const progress: number[] = [];
    const result = await renderVideo({ content, assets, scale: SCALE, outputPath: output, onProgress: (p) => progress.push(p.frame) });
    expect(result).toMatchObject({ frames: 60, durationSeconds: 2, width: 270, height: 480 });
    expect(progress.at(-1)).toBe(60);
    expect((await readdir(folder)).sort()).toEqual(["video.mp4", "video.poster.jpg"]);

    const probe = await run(ffmpegPath(), ["-hide_banner", "-i", output]).catch((error: { stderr: string }) => error);
    expect(probe.stderr).toMatch(/Duration: 00:00:02\.00/);
    expect(probe.stderr).toMatch(/Video: h264 .*yuv420p.*270x480/);

    for (const frame of [15, 45]) {
      const canvas = createCanvas(270, 480);
      drawFrame(canvas.getContext("2d"), content, assets, frame, { scale: SCALE });
      const expected = canvas.getContext("2d").getImageData(0, 0, 270, 480).data;
      const decoded = await decodedFrame(output, frame, 270, 480);
      let total = 0;
      for (let i = 0; i < expected.length; i += 4) for (let c = 0; c < 3; c++) total += Math.abs(expected[i + c]! - decoded[i + c]!);
      // Mean error per channel after yuv420p and H.264 at crf 23: a few levels; a wrong scene is over 50.
      expect(total / ((expected.length / 4) * 3), `frame ${frame}`).toBeLessThan(6);
    }
  });

  it("leaves no partial file when the render is cancelled", async () => {
    const folder = temp();
    const output = path.join(folder, "cancelled.mp4");
    const controller = new AbortController();
    const rendering = renderVideo({ content, assets, scale: SCALE, outputPath: output, signal: controller.signal, onProgress: (p) => p.frame === 10 && controller.abort() });
    await expect(rendering).rejects.toThrow();
    expect((await readdir(folder)).filter((name) => name.startsWith("cancelled") && name.endsWith(".mp4"))).toEqual([]);
  });
});
