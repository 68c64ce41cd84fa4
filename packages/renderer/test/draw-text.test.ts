import { textStyleSchema } from "@framewise/scene";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { drawText, type TextEffect } from "../src/draw-text.ts";
import { cssFont } from "../src/text-layout.ts";
import { isInk, Pixels, type Rgb } from "./pixels.ts";
import { skiaCanvas } from "./skia.ts";

const plain: TextEffect = { reveal: 1, mode: "none", highlightColor: "#ff0000" };
const style = (input: object) => textStyleSchema.parse({ fontFamily: "Inter", fontWeight: 700, minSize: 60, maxSize: 60, ...input });
const RECT = { x: 100, y: 50, width: 700, height: 200 };

/** Draws `text` in RECT on a black 900 × 300 canvas. */
function drawOnBlack(text: string, textStyle: ReturnType<typeof style>) {
  registerSkiaFonts();
  const { canvas, ctx } = skiaCanvas(900, 300);
  ctx.fillStyle = "#000000";
  ctx.fillRect(0, 0, 900, 300);
  const layout = drawText(ctx, text, textStyle, RECT, plain);
  return { pixels: new Pixels(canvas), layout };
}

/** Blank space between a glyph's advance and its ink on each side, from Skia's own glyph bounds. */
function sideBearings(char: string, textStyle: ReturnType<typeof style>) {
  // Measured as the test file loads, before any test has drawn: without this, in a fallback font.
  registerSkiaFonts();
  const ctx = createCanvas(1, 1).getContext("2d");
  ctx.font = cssFont(textStyle, textStyle.minSize);
  const metrics = ctx.measureText(char);
  return { left: -metrics.actualBoundingBoxLeft, right: metrics.width - metrics.actualBoundingBoxRight };
}

describe("drawText", () => {
  it("casts the shadow from the glyphs only, never from the lines' background boxes", () => {
    const shadowed = style({
      background: { color: "#3050ff", padding: 30, radius: 0 },
      shadow: { color: "#ff0000", blur: 0, x: 60, y: 0 },
    });
    const { pixels, layout } = drawOnBlack("Shadow\nboxes", shadowed);
    const isShadow = ([r, g, b]: Rgb) => r > 128 && g < 64 && b < 64;
    layout.lines.forEach((line, index) => {
      const middle = RECT.y + (index + 0.5) * layout.lineHeight;
      expect(pixels.at(RECT.x - 15, middle), `line ${index + 1}'s box`).toEqual([48, 80, 255]);
      // Right of the glyphs' shadow (which ends 60 px past the text) but inside where the box's (90 px past) would be.
      expect(pixels.at(RECT.x + line.width + 80, middle), `line ${index + 1}`).toEqual([0, 0, 0]);
      const band = { x0: RECT.x, y0: middle - layout.lineHeight / 2, x1: RECT.x + line.width + 61, y1: middle + layout.lineHeight / 2 };
      expect(pixels.count(isShadow, band), `line ${index + 1}'s glyph shadow`).toBeGreaterThan(50);
    });
  });

  describe("letter-spaced text lands where the layout put it (kerned pairs: AV, VA)", () => {
    const spaced = (align: "right" | "center") => style({ letterSpacing: 0.2, align });
    const TEXT = "AVAVA AVAVA";
    const bearings = sideBearings("A", spaced("right"));
    const inkColumns = (pixels: Pixels) => pixels.columnsWhere(isInk, { x0: 0, y0: RECT.y, x1: 900, y1: RECT.y + 100 })!;

    it("right-aligned, its ink ends at the box's right edge", () => {
      const ink = inkColumns(drawOnBlack(TEXT, spaced("right")).pixels);
      expect(Math.abs(ink.last + 1 - (RECT.x + RECT.width - bearings.right))).toBeLessThanOrEqual(1);
    });

    it("centred, its ink is as far from either edge of the box", () => {
      const ink = inkColumns(drawOnBlack(TEXT, spaced("center")).pixels);
      const leftMargin = ink.first - RECT.x - bearings.left;
      const rightMargin = RECT.x + RECT.width - (ink.last + 1) - bearings.right;
      expect(Math.abs(leftMargin - rightMargin)).toBeLessThanOrEqual(1);
    });
  });

  describe("text in many scripts", () => {
    /** Draws on black like drawOnBlack, and notes every run drawn (its text and x). */
    function drawRecorded(text: string, textStyle: ReturnType<typeof style>, rect = RECT) {
      registerSkiaFonts();
      const { canvas, ctx } = skiaCanvas(900, 400);
      ctx.fillStyle = "#000000";
      ctx.fillRect(0, 0, 900, 400);
      const runs: { text: string; x: number; y: number }[] = [];
      const recording = new Proxy(ctx, {
        get(target, property) {
          if (property === "fillText")
            return (run: string, x: number, y: number) => {
              runs.push({ text: run.replaceAll("\u200f", ""), x, y });
              target.fillText(run, x, y);
            };
          const value = Reflect.get(target, property) as unknown;
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
        set: (target, property, value) => Reflect.set(target, property, value),
      });
      const layout = drawText(recording, text, textStyle, rect, plain);
      return { pixels: new Pixels(canvas), layout, runs };
    }
    const x = (runs: { text: string; x: number }[], text: string) => runs.find((run) => run.text === text)!.x;
    const colourful = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b) > 80;

    it("draws a headline of emoji, Arabic and Korean shaped, right to left, without boxes, its lines apart", () => {
      const headline = style({ minSize: 100, maxSize: 100, lineHeight: 0.9, align: "center", color: "#ffffff" });
      // One right-to-left paragraph (it starts with an Arabic word), on two lines.
      const rect = { x: 90, y: 20, width: 720, height: 360 };
      const { pixels, layout, runs } = drawRecorded("🎬 اصنع فيديو 영상 만들기 🚀", headline, rect);
      expect(layout.lines.map((line) => line.text)).toEqual(["🎬 اصنع فيديو", "영상 만들기 🚀"]);
      // Each Arabic word is drawn whole (the platform joins its letters), never letter by letter.
      expect(runs.map((run) => run.text)).toEqual(["🎬", "اصنع", "فيديو", "영상", "만들기", "🚀"]);
      // The paragraph reads right to left: the clapper first, at the right; then "اصنع" right of "فيديو".
      expect(x(runs, "🎬")).toBeGreaterThan(x(runs, "اصنع"));
      expect(x(runs, "اصنع")).toBeGreaterThan(x(runs, "فيديو"));
      // Its second line keeps Korean left to right, and the rocket, last in reading order, on the left.
      expect(x(runs, "만들기")).toBeGreaterThan(x(runs, "영상"));
      expect(x(runs, "🚀")).toBeLessThan(x(runs, "영상"));
      // No boxes: every run is as wide as in its script's own font (a missing glyph would not be).
      const ctx = createCanvas(1, 1).getContext("2d");
      const widthIn = (font: string, run: string) => {
        ctx.font = font;
        return ctx.measureText(run).width;
      };
      const inStack = (run: string) => widthIn(layout.font, run);
      expect(inStack("만들기")).toBeCloseTo(widthIn('700 100px "Noto Sans KR"', "만들기"), 3);
      expect(inStack("\u200fفيديو\u200f")).toBeCloseTo(widthIn('700 100px "Noto Sans Arabic"', "فيديو"), 3);
      expect(inStack("🚀")).toBeCloseTo(widthIn('100px "Noto Color Emoji"', "🚀"), 3);
      expect(pixels.count(colourful)).toBeGreaterThan(2000);
      // Blank rows part the first line's ink (emoji, Arabic descenders) from the second's, though the line height is 0.9.
      const inkRows: number[] = [];
      for (let y = 0; y < pixels.height; y++) if (pixels.count(isInk, { x0: 0, y0: y, x1: pixels.width, y1: y + 1 })) inkRows.push(y);
      const bands = inkRows.filter((y, index) => index === 0 || inkRows[index - 1] !== y - 1);
      expect(bands).toHaveLength(2);
    });

    it("sets a right-to-left paragraph from the right when aligned to its start ('left'), and spaces no Arabic letters apart", () => {
      const start = style({ align: "left", letterSpacing: 0.2 });
      const { pixels, runs } = drawRecorded("اصنع فيديو", start);
      const ink = pixels.columnsWhere(isInk, { x0: 0, y0: RECT.y, x1: 900, y1: RECT.y + 100 })!;
      expect(RECT.x + RECT.width - (ink.last + 1)).toBeLessThan(8);
      expect(ink.first).toBeGreaterThan(RECT.x + RECT.width / 2);
      expect(runs.map((run) => run.text)).toEqual(["اصنع", "فيديو"]);
    });

    it("spaces Korean letter by letter, each syllable whole", () => {
      const { runs } = drawRecorded("영상", style({ letterSpacing: 0.2 }));
      expect(runs.map((run) => run.text)).toEqual(["영", "상"]);
    });
  });
});

describe("a number counting up", () => {
  const fitted = style({ minSize: 40, maxSize: 200 });
  const counting = (reveal: number): TextEffect => ({ reveal, mode: "count-up", highlightColor: "#ff0000" });

  it("shows its value so far at the size its final value fits, and the number as written at the end", () => {
    registerSkiaFonts();
    const { ctx } = skiaCanvas(900, 300);
    const final = drawText(ctx, "2,000,000", fitted, RECT, counting(1));
    const halfway = drawText(ctx, "2,000,000", fitted, RECT, counting(0.5));
    expect(halfway.lines.flatMap((line) => line.words.map((word) => word.text)).join(" ")).toBe("1,000,000");
    expect(halfway.fontSize).toBe(final.fontSize);
    const early = drawText(ctx, "2,000,000", fitted, RECT, counting(0.00001));
    expect(early.lines[0]!.words[0]!.text).toBe("20");
    expect(early.fontSize).toBe(final.fontSize);
    // "20" alone fits far larger: the size is the final value's, not the digits' so far.
    expect(drawText(ctx, "20", fitted, RECT, plain).fontSize).toBeGreaterThan(final.fontSize);
    expect(final.lines[0]!.words[0]!.text).toBe("2,000,000");
  });
});
