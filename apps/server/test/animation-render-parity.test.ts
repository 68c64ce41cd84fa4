import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { layoutSchema, type Content } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { renderVideo } from "../src/platform/render-engine/render-video.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { decodedFrame } from "./helpers/decoded-video.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const SCALE = 0.25;
const WIDTH = 270;
const HEIGHT = 480;

const bundle = renderBundle();
const card = bundle.layouts.card!;
/**
 * The card as the animation editor saves it: the panel's x track eased by a drawn cubic-bézier
 * into a spring, and a headline preset the editor adjusted (a slide from the left).
 */
const animated = layoutSchema.parse({
  ...card,
  elements: [
    {
      ...card.elements[0],
      keyframes: {
        x: [
          { time: 0, value: -0.3, easing: { type: "cubic-bezier", x1: 0.7, y1: 0, x2: 0.2, y2: 1 } },
          { time: 0.6, value: 0.05, easing: { type: "spring", stiffness: 120, damping: 8, mass: 1 } },
          { time: 1.2, value: 0.2 },
        ],
      },
    },
    { ...card.elements[1], animations: [{ preset: "slide", direction: "left", duration: 0.8, easing: "ease-out-back" }] },
  ],
});
const layouts = { card: animated };
const assets = { ...bundle.assets, layouts };
const content: Content = { ...bundle.content, scenes: [{ ...bundle.content.scenes[0]!, duration: 1.5 }] };

/** The frame as the preview draws it: the shared renderer's drawFrame on a canvas (Skia here, as Chromium's is). */
function previewFrame(frame: number): Uint8ClampedArray {
  const canvas = createCanvas(WIDTH, HEIGHT);
  drawFrame(canvas.getContext("2d"), content, assets, frame, { scale: SCALE });
  return canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
}

/** Mean difference per channel (0-255) between two RGBA pictures. */
function meanDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) total += Math.abs(a[i + c]! - b[i + c]!);
  return total / ((a.length / 4) * 3);
}

describe("an animation edited in the studio", () => {
  const temp = useTempFolder("animation-parity");

  it("renders the same in the preview and in the MP4, and really moves", async () => {
    const output = path.join(temp(), "animated.mp4");
    await renderVideo({
      content,
      template: bundle.template,
      layouts,
      scale: SCALE,
      outputPath: output,
      parallelism: 1,
      onCallingThread: true,
    });

    // Mid-bézier, mid-spring (overshooting) and settled: the MP4 shows what the preview draws,
    // within H.264's few levels at crf 23 (the render tests' bound; a misplaced panel is over 15).
    for (const frame of [9, 24, 40]) {
      const difference = meanDifference(previewFrame(frame), await decodedFrame(output, frame, WIDTH, HEIGHT));
      expect(difference, `frame ${frame}`).toBeLessThan(6);
    }
    // Not vacuous: the panel and headline moved between those moments, in both pictures.
    expect(meanDifference(previewFrame(9), previewFrame(24))).toBeGreaterThan(15);
    const [early, later] = [await decodedFrame(output, 9, WIDTH, HEIGHT), await decodedFrame(output, 24, WIDTH, HEIGHT)];
    expect(meanDifference(early, later)).toBeGreaterThan(15);
  });
});
