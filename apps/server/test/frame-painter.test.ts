import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { drawFrame } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { contentSchema, layoutSchema, templateSchema } from "@framewise/scene";
import { describe, expect, it, vi } from "vitest";
import { FramePainter } from "../src/platform/render-engine/frame-painter.ts";
import { writeFrame } from "../src/platform/render-engine/render-range.ts";
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
      for (let frame = 0; frame < 60; frame++) {
        const pixels = await painter.paint(frame);
        // Kept past the next frame: held, or the painter frees them when the picture changes.
        painter.hold(pixels);
        painted.push(pixels);
      }
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

  it("frees a frame's pixels when the picture changes and nothing holds them, not while a write still reads them", async () => {
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
    const expected = (frame: number) => {
      const direct = createCanvas(WIDTH, HEIGHT);
      drawFrame(direct.getContext("2d"), content, assets, frame, { scale: 0.25 });
      return createHash("sha256")
        .update(direct.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data)
        .digest("hex");
    };
    // A pipe that takes each frame only after the painter has moved on two frames: it hashes
    // what it reads when it reads it.
    const taken: { frame: number; hash: string }[] = [];
    const waiting: (() => void)[] = [];
    let writing = 0;
    const pipe = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, done) {
        const frame = writing++;
        waiting.push(() => {
          taken.push({ frame, hash: createHash("sha256").update(chunk).digest("hex") });
          done();
        });
      },
    });
    try {
      // Frames 28 and 29 are the red scene's held picture, 30 and 31 the blue scene's.
      const frames = [28, 29, 30, 31];
      const pixels: Uint8ClampedArray[] = [];
      for (const frame of frames) {
        pixels.push(await painter.paint(frame));
        writeFrame(pipe, pixels.at(-1)!, painter);
        if (waiting.length > 2) waiting.shift()!();
      }
      // The red picture is the painter's no more, but its writes are pending: still whole.
      expect(pixels[0]).toBe(pixels[1]);
      expect(pixels[0]!.byteLength).toBe(WIDTH * HEIGHT * 4);
      while (waiting.length) {
        waiting.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(taken.map(({ hash }) => hash)).toEqual(frames.map(expected));
      // Every write done: the red picture, held by no one, is freed; the blue one the painter keeps.
      expect(pixels[0]!.byteLength).toBe(0);
      expect(pixels[3]!.byteLength).toBe(WIDTH * HEIGHT * 4);
      painter.close();
      expect(pixels[3]!.byteLength).toBe(0);
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

  it("fills a full-size background whose colours move in place, once a frame, without painting a copy to keep", async () => {
    registerSkiaFonts();
    const { content, template, layouts } = renderBundle();
    const turning = templateSchema.parse({
      ...template,
      background: {
        type: "linear-gradient",
        angle: 120,
        stops: [
          {
            offset: 0,
            color: {
              keyframes: [
                { time: 0, color: "#ff0000" },
                { time: 1, color: "#0000ff" },
              ],
            },
          },
          { offset: 1, color: "#23104a" },
        ],
      },
    });
    const plain = contentSchema.parse({ ...content, scenes: content.scenes.map(({ background: _, ...scene }) => scene) });
    const [width, height] = [1080, 1920];
    const painter = await FramePainter.open({
      content: plain,
      template: turning,
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
    vi.spyOn(tiles, "backgroundTile").mockImplementation((key, w, h, paint) => backgroundTile(key, w, h, (ctx) => (paints++, paint(ctx))));
    try {
      for (let frame = 1; frame < 30; frame++) {
        const painted = await painter.paint(frame);
        if (frame % 10 !== 0) continue;
        const direct = createCanvas(width, height);
        drawFrame(direct.getContext("2d"), plain, { template: turning, layouts, images: {} }, frame, { scale: 1 });
        expect(
          Buffer.from(painted).equals(Buffer.from(direct.getContext("2d").getImageData(0, 0, width, height).data)),
          `frame ${frame}`,
        ).toBe(true);
      }
      expect(paints).toBe(0);
    } finally {
      painter.close();
    }
  });
});
