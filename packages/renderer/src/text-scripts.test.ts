import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { cssFont } from "./text-layout.ts";
import { fallbackInk, hasNoSpaceScript, hasRightToLeft, isJoiningScript } from "./text-scripts.ts";

/** Everyday words of each script, with their tall letters, descenders and the marks they commonly stack. */
const SAMPLES = {
  arabic: "مرحبا بالعالم في كل مكان لأن الحياة جميلة",
  hebrew: "שלום עולם ךףץק למה",
  devanagari: "नमस्ते दुनिया कृपया हिंदी में पूर्ण ऊँचा",
  thai: "สวัสดีครับ ผู้ใหญ่ ที่นี่ ป่า ฎีกา ญี่ปุ่น",
  emoji: "😀👍🏽👨‍👩‍👧🇫🇷❤️🎉",
  korean: "안녕하세요 뷁 꽳",
  japanese: "こんにちは ガ ぷ",
  chinese: "你好世界 龘 國 了",
};
const TEMPLATE_FONTS = [
  { fontFamily: "Inter", fontWeight: 800 },
  { fontFamily: "Bebas Neue", fontWeight: 400 },
  { fontFamily: "Playfair Display", fontWeight: 700 },
  { fontFamily: "Space Grotesk", fontWeight: 700 },
];

describe("fallback scripts", () => {
  it("reach no further from the middle baseline than their table says, and not much less", () => {
    registerSkiaFonts();
    const ctx = createCanvas(1, 1).getContext("2d");
    ctx.textBaseline = "middle";
    for (const [script, text] of Object.entries(SAMPLES)) {
      let above = 0;
      let below = 0;
      for (const font of TEMPLATE_FONTS) {
        ctx.font = cssFont({ ...font, italic: false }, 100, text);
        const metrics = ctx.measureText(text);
        above = Math.max(above, metrics.actualBoundingBoxAscent / 100);
        below = Math.max(below, metrics.actualBoundingBoxDescent / 100);
      }
      const table = fallbackInk(text);
      expect(table.above, `${script} above`).toBeGreaterThanOrEqual(above);
      expect(table.below, `${script} below`).toBeGreaterThanOrEqual(below);
      expect(table.above - above, `${script} above`).toBeLessThan(0.05);
      expect(table.below - below, `${script} below`).toBeLessThan(0.05);
    }
  });

  it("are told apart: right to left, joining, written without spaces, or none of those", () => {
    expect([hasRightToLeft("שלום"), hasRightToLeft("مرحبا"), hasRightToLeft("Hello 안녕")]).toEqual([true, true, false]);
    expect([isJoiningScript("مرحبا"), isJoiningScript("שלום"), isJoiningScript("नमस्ते")]).toEqual([true, false, false]);
    expect([hasNoSpaceScript("สวัสดี"), hasNoSpaceScript("漢字"), hasNoSpaceScript("안녕 하세요")]).toEqual([true, true, false]);
    expect(fallbackInk("Plain Latin words")).toEqual({ above: 0, below: 0 });
  });
});
