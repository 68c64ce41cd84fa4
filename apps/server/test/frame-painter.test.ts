import { createCanvas } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { describe, expect, it } from "vitest";
import { FramePainter } from "../src/render/frame-painter.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";

const [WIDTH, HEIGHT] = [270, 480];

describe("the frame painter", () => {
  it("paints what the renderer draws, and hands back the same pixels for a frame that draws nothing new", async () => {
    registerSkiaFonts();
    const { content, template, layouts, assets } = renderBundle();
    const painter = await FramePainter.open({ content, template, layouts, files: {}, media: {}, width: WIDTH, height: HEIGHT, start: 0, end: 60 });
    try {
      const painted: Uint8ClampedArray[] = [];
      for (let frame = 0; frame < 60; frame++) painted.push(await painter.paint(frame));
      for (const frame of [0, 12, 30, 59]) {
        const direct = createCanvas(WIDTH, HEIGHT);
        drawFrame(direct.getContext("2d"), content, assets, frame, { scale: 0.25 });
        expect(Buffer.from(painted[frame]!).equals(Buffer.from(direct.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data)), `frame ${frame}`).toBe(true);
      }
      // Each scene is still (no animations in this template): one read-back per scene.
      expect(new Set(painted).size).toBe(2);
      expect(painted[29]).toBe(painted[0]);
      expect(painted[30]).not.toBe(painted[29]);
    } finally {
      painter.close();
    }
  });
});
