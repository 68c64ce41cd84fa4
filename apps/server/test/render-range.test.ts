import { spawn } from "node:child_process";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { ffmpegPath } from "@framewise/media";
import { layoutSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { renderRange, videoEncoderArguments } from "../src/platform/render-engine/render-range.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { frameHashes } from "./helpers/decoded-video.ts";

const [WIDTH, HEIGHT] = [270, 480];

/** Encodes frames drawn straight onto a canvas, each read into a buffer of its own, as renders did. */
async function encodeDirectly(frames: Uint8ClampedArray[], fps: number, output: string) {
  const ffmpeg = spawn(
    ffmpegPath(),
    ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${WIDTH}x${HEIGHT}`, "-r", String(fps), "-i", "pipe:0"]
      .concat(videoEncoderArguments(fps, 2))
      .concat(["-y", output]),
    { stdio: ["pipe", "ignore", "inherit"] },
  );
  const closed = new Promise<number | null>((resolve) => ffmpeg.once("close", resolve));
  for (const pixels of frames) if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  ffmpeg.stdin.end();
  expect(await closed).toBe(0);
}

describe("rendering a frame range", () => {
  const folder = useTempFolder("render-range");

  it("encodes exactly the frames the renderer draws, though read-back pixels are freed and their memory reused", async () => {
    registerSkiaFonts();
    const bundle = renderBundle();
    // The panel slides in over the first second (a new picture every frame), then holds (reused pictures).
    const card = bundle.layouts.card!;
    const moving = layoutSchema.parse({
      ...card,
      elements: card.elements.map((element) =>
        element.id === "panel"
          ? {
              ...element,
              keyframes: {
                x: [
                  { time: 0, value: -0.5 },
                  { time: 1, value: 0 },
                ],
              },
            }
          : element,
      ),
    });
    const layouts = { card: moving };
    const { content, template } = bundle;
    const frames = 60;
    const rendered = path.join(folder(), "range.mp4");
    await renderRange({
      content,
      template,
      layouts,
      files: {},
      media: {},
      width: WIDTH,
      height: HEIGHT,
      start: 0,
      end: frames,
      segmentPath: rendered,
      encoderThreads: 2,
    });

    const direct = Array.from({ length: frames }, (_, frame) => {
      const canvas = createCanvas(WIDTH, HEIGHT);
      drawFrame(canvas.getContext("2d"), content, { template, layouts, images: {} }, frame, { scale: 0.25 });
      return canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
    });
    const reference = path.join(folder(), "reference.mp4");
    await encodeDirectly(direct, content.fps, reference);

    const [renderedHashes, referenceHashes] = [await frameHashes(rendered), await frameHashes(reference)];
    expect(renderedHashes).toHaveLength(frames);
    // x264 is deterministic: the same pictures in make the same pictures out, frame for frame.
    expect(renderedHashes).toEqual(referenceHashes);
    expect(new Set(renderedHashes).size, "the panel moves, then holds").toBeGreaterThan(25);
  });
});
