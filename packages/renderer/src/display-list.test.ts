import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { checkerboard } from "../test/skia.ts";
import { clipAssets, clipContent, goldenAssets, goldenContent } from "../test/fixture-document.ts";
import type { Context2D, ImageSource } from "./canvas.ts";
import { DisplayList } from "./display-list.ts";
import { drawFrame } from "./draw-frame.ts";

const SCALE = 0.25;
const [WIDTH, HEIGHT] = [1080 * SCALE, 1920 * SCALE];

function recorder(measuringCanvas: Canvas, stills: ImageSource[], opaque: ImageSource[] = []) {
  const ctx = measuringCanvas.getContext("2d");
  let measured = 0;
  const list = new DisplayList({
    measure: (text, font) => {
      measured++;
      ctx.font = font;
      return ctx.measureText(text).width;
    },
    isStill: (image) => stills.includes(image),
    isOpaque: (image) => opaque.includes(image),
  });
  return { list, measured: () => measured };
}

const pixels = (canvas: Canvas) => Buffer.from(canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data);
const skiaLayer = (width: number, height: number) => {
  const canvas = createCanvas(width, height);
  return { ctx: canvas.getContext("2d"), image: canvas };
};

describe("a display list", () => {
  registerSkiaFonts();
  const checker = checkerboard();
  const assets = goldenAssets(checker);

  it("replays onto a canvas exactly what drawing there directly makes (gradients, text, shadows, clips, images)", () => {
    // Entering title, settled title, the wipe mid-way, Ken Burns near the end.
    for (const frame of [9, 45, 67, 115]) {
      const direct = createCanvas(WIDTH, HEIGHT);
      drawFrame(direct.getContext("2d"), goldenContent, assets, frame, { scale: SCALE });
      const replayed = createCanvas(WIDTH, HEIGHT);
      const { list } = recorder(createCanvas(1, 1), [checker]);
      drawFrame(list, goldenContent, assets, frame, { scale: SCALE });
      list.replayOnto(replayed.getContext("2d"));
      expect(pixels(replayed).equals(pixels(direct)), `frame ${frame}`).toBe(true);
    }
  });

  it("records a fading scene's layer and replays it onto a real one, as drawing with layers does", () => {
    const crossfading = contentSchema.parse({
      ...goldenContent,
      scenes: goldenContent.scenes.map((scene, index) =>
        index === 1 ? { ...scene, transition: { type: "crossfade", duration: 0.5 } } : scene,
      ),
    });
    const direct = createCanvas(WIDTH, HEIGHT);
    drawFrame(direct.getContext("2d"), crossfading, assets, 67, { scale: SCALE, layer: skiaLayer });
    const replayed = createCanvas(WIDTH, HEIGHT);
    const { list } = recorder(createCanvas(1, 1), [checker]);
    drawFrame(list, crossfading, assets, 67, { scale: SCALE, layer: (width, height) => list.layer(width, height) });
    expect(() => list.replayOnto(replayed.getContext("2d"))).toThrow(/layer factory/);
    const fresh = createCanvas(WIDTH, HEIGHT);
    list.replayOnto(fresh.getContext("2d"), { layer: skiaLayer });
    expect(pixels(fresh).equals(pixels(direct))).toBe(true);
  });

  it("replays frame after frame onto one canvas as a fresh canvas draws each, though it leaves out properties set to what they were", () => {
    const shared = createCanvas(WIDTH, HEIGHT);
    const { list: first } = recorder(createCanvas(1, 1), [checker]);
    for (const frame of [45, 9, 115, 67]) {
      const list = first.next();
      drawFrame(list, goldenContent, assets, frame, { scale: SCALE });
      const ctx = shared.getContext("2d");
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      list.replayOnto(ctx);
      const direct = createCanvas(WIDTH, HEIGHT);
      drawFrame(direct.getContext("2d"), goldenContent, assets, frame, { scale: SCALE });
      expect(pixels(shared).equals(pixels(direct)), `frame ${frame}`).toBe(true);
    }
    const list = first.next();
    list.font = "20px Inter";
    list.font = "20px Inter";
    list.save();
    list.font = "20px Inter";
    list.fillStyle = "#000000";
    list.restore();
    expect(list.operations).toEqual([["=", "font", "20px Inter"], ["save"], ["restore"]]);
  });

  it("replays an unbalanced recording as a canvas draws it, and leaves the context as it found it", () => {
    const draw = (ctx: Context2D) => {
      ctx.restore(); // Nothing saved: nothing happens.
      ctx.fillStyle = "#ff0000";
      ctx.save();
      ctx.globalAlpha = 0.5;
      ctx.fillRect(0, 0, 10, 10); // Never restored.
    };
    const direct = createCanvas(20, 20);
    draw(direct.getContext("2d"));
    const { list } = recorder(createCanvas(1, 1), []);
    draw(list);
    const replayed = createCanvas(20, 20);
    const ctx = replayed.getContext("2d");
    list.replayOnto(ctx);
    expect(pixels(replayed).equals(pixels(direct))).toBe(true);
    expect([ctx.fillStyle, ctx.globalAlpha]).toEqual(["#000000", 1]);
  });

  it("knows a frame that draws what the previous one drew, and one that differs in any call", () => {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const { list: first } = recorder(canvas, [checker]);
    const record = (frame: number) => {
      const list = first.next();
      drawFrame(list, goldenContent, assets, frame, { scale: SCALE });
      return list;
    };
    // The title has settled by frame 40: frames 40 and 41 are the same picture.
    expect(record(41).drawsTheSameAs(record(40))).toBe(true);
    // Mid-entrance, each frame moves the headline.
    expect(record(10).drawsTheSameAs(record(9))).toBe(false);
    // Ken Burns zooms on every frame.
    expect(record(101).drawsTheSameAs(record(100))).toBe(false);
  });

  it("never calls a frame showing a clip unchanged: the clip's picture may have moved on", () => {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const frame = createCanvas(16, 9);
    const assetsWithClip = clipAssets({ duration: 3, frameAt: () => frame });
    const { list: first } = recorder(canvas, []);
    const record = () => {
      const list = first.next();
      drawFrame(list, clipContent, assetsWithClip, 80, { scale: SCALE });
      return list;
    };
    expect(record().drawsTheSameAs(record())).toBe(false);
  });

  it("leaves out what an opaque clip over the whole frame hides, and draws the same pixels", () => {
    const [width, height] = [1920 * SCALE, 1080 * SCALE];
    const assetsWithClip = clipAssets({ duration: 3, frameAt: () => checker });
    const direct = createCanvas(width, height);
    drawFrame(direct.getContext("2d"), clipContent, assetsWithClip, 45, { scale: SCALE });
    const { list } = recorder(createCanvas(1, 1), [], [checker]);
    drawFrame(list, clipContent, assetsWithClip, 45, { scale: SCALE });
    const replayed = createCanvas(width, height);
    list.replayOnto(replayed.getContext("2d"), { width, height });
    expect(pixels(replayed).equals(pixels(direct))).toBe(true);

    // Replayed onto another recording, to see which draws reach the canvas.
    const draws = (operations: unknown[][]) =>
      operations.map(([name]) => name).filter((name) => /^(fill|stroke|drawImage)/.test(name as string));
    const drawnOnto = (size: { width?: number; height?: number }) => {
      const { list: target } = recorder(createCanvas(1, 1), []);
      list.replayOnto(target, size);
      return draws(target.operations);
    };
    const recorded = draws(list.operations);
    const clipAt = recorded.indexOf("drawImage");
    expect(clipAt, "the background is drawn before the clip").toBeGreaterThan(0);
    expect(drawnOnto({ width, height })).toEqual(recorded.slice(clipAt));
    // Without the target's size nothing is known to be covered.
    expect(drawnOnto({})).toEqual(recorded);
  });

  it("copies a whole-frame gradient background from the host's kept canvas, painted once, with the same pixels", () => {
    const [width, height] = [160, 90];
    const drawOne = (ctx: Context2D, frame: number, top: string) => {
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, top);
      gradient.addColorStop(1, "#23104a");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = "#ffd23f";
      ctx.fillRect(10 + frame, 10, 40, 20);
    };
    const kept = new Map<string, Canvas>();
    let painted = 0;
    const background = (key: string, w: number, h: number, paint: (ctx: Context2D) => void) => {
      if (!kept.has(key)) {
        const canvas = createCanvas(w, h);
        paint(canvas.getContext("2d"));
        painted++;
        kept.set(key, canvas);
      }
      return kept.get(key)!;
    };
    const { list: first } = recorder(createCanvas(1, 1), []);
    for (const [frame, top] of [
      [0, "#0b0b2a"],
      [1, "#0b0b2a"],
      [2, "#0b0b2a"],
      [3, "#2a0b0b"],
    ] as const) {
      const list = first.next();
      drawOne(list, frame, top);
      const replayed = createCanvas(width, height);
      list.replayOnto(replayed.getContext("2d"), { width, height, background });
      const direct = createCanvas(width, height);
      drawOne(direct.getContext("2d"), frame, top);
      expect(pixels(replayed).equals(pixels(direct)), `frame ${frame}`).toBe(true);
    }
    // One background for the first three frames, another for the fourth.
    expect(painted).toBe(2);
  });

  it("fills a whole-frame gradient in place when the host keeps no copy of it (colours that move), with the same pixels", () => {
    const [width, height] = [160, 90];
    const draw = (ctx: Context2D, top: string) => {
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, top);
      gradient.addColorStop(1, "#23104a");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
    };
    const asked: string[] = [];
    const { list: first } = recorder(createCanvas(1, 1), []);
    for (const top of ["#0b0b2a", "#1b0b2a", "#2b0b2a"]) {
      const list = first.next();
      draw(list, top);
      const replayed = createCanvas(width, height);
      list.replayOnto(replayed.getContext("2d"), { width, height, background: (key) => void asked.push(key) });
      const direct = createCanvas(width, height);
      draw(direct.getContext("2d"), top);
      expect(pixels(replayed).equals(pixels(direct)), top).toBe(true);
      // Replayed onto a recording: the one fill, not an image.
      const { list: target } = recorder(createCanvas(1, 1), []);
      list.replayOnto(target, { width, height, background: () => undefined });
      expect(target.operations.filter(([name]) => name === "fillRect" || name === "drawImage").map(([name]) => name)).toEqual(["fillRect"]);
    }
    expect(new Set(asked).size).toBe(3);
  });

  it("measures each run of text once per font across frames", () => {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const { list: first, measured } = recorder(canvas, [checker]);
    const record = (frame: number) => drawFrame(first.next(), goldenContent, assets, frame, { scale: SCALE });
    record(40);
    const afterOne = measured();
    expect(afterOne).toBeGreaterThan(0);
    record(41);
    record(42);
    expect(measured()).toBe(afterOne);
  });
});
