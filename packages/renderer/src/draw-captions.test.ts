import { createCanvas } from "@napi-rs/canvas";
import { contentSchema, type ContentInput } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { checkerboard } from "../test/skia.ts";
import { goldenAssets, goldenContent } from "../test/fixture-document.ts";
import { captionPages } from "./draw-captions.ts";
import { drawFrame } from "./draw-frame.ts";

describe("caption pages", () => {
  it("keep sentences apart, hold a few words each, and share the speaking time by letters", () => {
    const pages = captionPages("Hello there. This is a longer second sentence with many words in it.", 6, 5);
    expect(pages.map((page) => page.words.join(" "))).toEqual([
      "Hello there.",
      "This is a longer second",
      "sentence with many words in",
      "it.",
    ]);
    expect(pages[0]!.wordStarts[0]).toBe(0);
    expect(pages.at(-1)!.end).toBeCloseTo(6, 9);
    const starts = pages.flatMap((page) => page.wordStarts);
    expect(starts.every((start, index) => index === 0 || start > starts[index - 1]!)).toBe(true);
    // "sentence" (8 letters) takes longer than "is" (2).
    const [, second, third] = pages;
    expect(third!.wordStarts[1]! - third!.wordStarts[0]!).toBeGreaterThan(second!.wordStarts[2]! - second!.wordStarts[1]!);
  });

  it("are none for an empty script", () => {
    expect(captionPages("   ", 3, 5)).toEqual([]);
  });
});

describe("captions on a frame", () => {
  registerSkiaFonts();
  const assets = goldenAssets(checkerboard());
  const SCALE = 0.25;
  const [WIDTH, HEIGHT] = [1080 * SCALE, 1920 * SCALE];
  const ACCENT = [0xfa, 0xcc, 0x15];

  /** The golden video with a voiceover script on its first scene (2 s, spoken over 1.6 s). */
  function frameWith(captions: ContentInput["captions"] | undefined, frame: number) {
    const content = contentSchema.parse({
      ...goldenContent,
      captions,
      scenes: goldenContent.scenes.map((scene, index) =>
        index === 0 ? { ...scene, voiceover: { text: "Every word lit as it is said." } } : scene,
      ),
    });
    const canvas = createCanvas(WIDTH, HEIGHT);
    drawFrame(canvas.getContext("2d"), content, assets, frame, { scale: SCALE, media: { voiceover: { one: 1.6 } } });
    return canvas.getContext("2d").getImageData(0, 0, WIDTH, HEIGHT).data;
  }

  /** Pixels of a colour within a band of rows (fractions of the height). */
  function count(pixels: Uint8ClampedArray, from: number, to: number, matches: (r: number, g: number, b: number) => boolean) {
    let found = 0;
    for (let y = Math.floor(from * HEIGHT); y < Math.floor(to * HEIGHT); y++)
      for (let x = 0; x < WIDTH; x++) {
        const i = (y * WIDTH + x) * 4;
        if (matches(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!)) found++;
      }
    return found;
  }
  const white = (r: number, g: number, b: number) => r > 235 && g > 235 && b > 235;
  const accent = (r: number, g: number, b: number) =>
    Math.abs(r - ACCENT[0]!) < 20 && Math.abs(g - ACCENT[1]!) < 20 && Math.abs(b - ACCENT[2]!) < 30;
  const bottom = [0.75, 0.93] as const;

  it("draw the words being said in the bottom box, those said so far in the accent colour", () => {
    // 0.9 s into a 1.6 s voice: some words said, some not.
    const pixels = frameWith({ enabled: true }, 27);
    expect(count(pixels, ...bottom, white)).toBeGreaterThan(30);
    expect(count(pixels, ...bottom, accent)).toBeGreaterThan(30);
    const off = frameWith(undefined, 27);
    expect(count(off, ...bottom, white)).toBeLessThan(5);
  });

  it("light nothing in the line style, sit at the top when asked, and go once the voice has finished", () => {
    const line = frameWith({ enabled: true, style: "line" }, 27);
    expect(count(line, ...bottom, white)).toBeGreaterThan(30);
    expect(count(line, ...bottom, accent)).toBeLessThan(5);
    const top = frameWith({ enabled: true, position: "top" }, 27);
    expect(count(top, 0.07, 0.25, white)).toBeGreaterThan(30);
    expect(count(top, ...bottom, white)).toBeLessThan(5);
    // 1.8 s: the voice ended at 1.6 s.
    expect(count(frameWith({ enabled: true }, 54), ...bottom, white)).toBeLessThan(5);
  });
});
