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
});
