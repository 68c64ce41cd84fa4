import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { contentSchema, layoutSchema, templateSchema } from "@framewise/scene";
import { describe, expect, it, vi } from "vitest";
import { FramePainter } from "../src/render/frame-painter.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const [WIDTH, HEIGHT] = [270, 480];

describe("the frame painter", () => {
  it("paints what the renderer draws, and hands back the same pixels for a frame that draws nothing new", async () => {
    registerSkiaFonts();
    const { content, template, layouts, assets } = renderBundle();
    const painter = await FramePainter.open({
      content,
      template,
      layouts,
      files: {},
      media: {},
      width: WIDTH,
      height: HEIGHT,
      start: 0,
      end: 60,
    });
    try {
      const painted: Uint8ClampedArray[] = [];
      for (let frame = 0; frame < 60; frame++) painted.push(await painter.paint(frame));
      for (const frame of [0, 12, 30, 59]) {
        const direct = createCanvas(WIDTH, HEIGHT);
        drawFrame(direct.getContext("2d"), content, assets, frame, { scale: 0.25 });
        expect(
          Buffer.from(painted[frame]!).equals(Buffer.from(direct.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data)),
          `frame ${frame}`,
        ).toBe(true);
      }
      // Each scene is still (no animations in this template): one read-back per scene.
      expect(new Set(painted).size).toBe(2);
      expect(painted[29]).toBe(painted[0]);
      expect(painted[30]).not.toBe(painted[29]);
    } finally {
      painter.close();
    }
  });

  const folder = useTempFolder("frame-painter");

  it("leaves out a background only an opaque full-frame photo hides: a photo with transparent pixels lets it show", async () => {
    registerSkiaFonts();
    const { template, layouts } = renderBundle();
    // Two PNGs of the frame's size: one opaque, one with its right half transparent.
    const files: Record<string, string> = {};
    for (const [name, transparentHalf] of [
      ["opaque", false],
      ["half-clear", true],
    ] as const) {
      const canvas = createCanvas(WIDTH, HEIGHT);
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#16a34a";
      ctx.fillRect(0, 0, transparentHalf ? WIDTH / 2 : WIDTH, HEIGHT);
      files[`asset:${name}`] = path.join(folder(), `${name}.png`);
      await writeFile(files[`asset:${name}`]!, await canvas.encode("png"));
    }
    const photoLayout = layoutSchema.parse({
      id: "photo",
      name: "Photo",
      slots: [{ name: "image", kind: "image", label: "Image" }],
      elements: [{ id: "photo", type: "image", slot: "image", box: { x: 0, y: 0, width: 1, height: 1 } }],
    });
    const content = contentSchema.parse({
      version: 1,
      title: "Photos",
      aspectRatio: "9:16",
      templateId: "plain",
      scenes: ["opaque", "half-clear"].map((name) => ({
        id: name,
        layoutId: "photo",
        slots: { image: { src: `asset:${name}` } },
        duration: 1,
        background: "#b91c1c",
      })),
    });
    const allLayouts = { ...layouts, photo: photoLayout };
    const painter = await FramePainter.open({
      content,
      template,
      layouts: allLayouts,
      files: { images: files },
      media: {},
      width: WIDTH,
      height: HEIGHT,
      start: 0,
      end: 60,
    });
    const images = Object.fromEntries(
      await Promise.all(Object.entries(files).map(async ([source, file]) => [source, await loadImage(file)] as const)),
    );
    try {
      for (const frame of [0, 30]) {
        const painted = Buffer.from(await painter.paint(frame));
        const direct = createCanvas(WIDTH, HEIGHT);
        drawFrame(direct.getContext("2d"), content, { template, layouts: allLayouts, images }, frame, { scale: 0.25 });
        expect(painted.equals(Buffer.from(direct.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data)), `frame ${frame}`).toBe(true);
        // The right half: the photo's green over the opaque one, the scene's red background through the other.
        const right = (HEIGHT / 2) * WIDTH * 4 + (WIDTH - 10) * 4;
        expect([...painted.subarray(right, right + 4)], `frame ${frame}`).toEqual(
          frame === 0 ? [0x16, 0xa3, 0x4a, 255] : [0xb9, 0x1c, 0x1c, 255],
        );
      }
    } finally {
      painter.close();
    }
  });

  it("paints a full-size frame's gradient background once and copies it into the frames after, with the same pixels", async () => {
    registerSkiaFonts();
    const { content, template, layouts } = renderBundle();
    const gradient = templateSchema.parse({
      ...template,
      background: {
        type: "linear-gradient",
        angle: 120,
        stops: [
          { offset: 0, color: "#0b0b2a" },
          { offset: 1, color: "#23104a" },
        ],
      },
    });
    const plain = contentSchema.parse({ ...content, scenes: content.scenes.map(({ background: _, ...scene }) => scene) });
    // 9:16 at its full size (1080×1920): the renderer draws under no transform.
    const [width, height] = [1080, 1920];
    const painter = await FramePainter.open({
      content: plain,
      template: gradient,
      layouts,
      files: {},
      media: {},
      width,
      height,
      start: 0,
      end: 60,
    });
    type Tiles = { backgroundTile: (key: string, width: number, height: number, paint: (ctx: unknown) => void) => unknown };
    const tiles = painter as unknown as Tiles;
    const backgroundTile = tiles.backgroundTile.bind(painter);
    let paints = 0;
    const asked = vi
      .spyOn(tiles, "backgroundTile")
      .mockImplementation((key, w, h, paint) => backgroundTile(key, w, h, (ctx) => (paints++, paint(ctx))));
    try {
      for (let frame = 0; frame < 60; frame++) {
        const painted = await painter.paint(frame);
        if (frame % 20 !== 0) continue;
        const direct = createCanvas(width, height);
        drawFrame(direct.getContext("2d"), plain, { template: gradient, layouts, images: {} }, frame, { scale: 1 });
        expect(
          Buffer.from(painted).equals(Buffer.from(direct.getContext("2d").getImageData(0, 0, width, height).data)),
          `frame ${frame}`,
        ).toBe(true);
      }
      // Asked for by each frame drawn (one per scene: the rest are reused whole), painted once.
      expect(asked).toHaveBeenCalledTimes(2);
      expect(paints).toBe(1);
    } finally {
      painter.close();
    }
  });
});
