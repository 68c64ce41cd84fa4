import { textStyleSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { cssFont, layoutText, letterOffsets, type MeasureText } from "./text-layout.ts";

/** Every character is half the font size wide: easy sums. */
const measure: MeasureText = (text, font) => [...text].length * 0.5 * Number(/(\d+)px/.exec(font)![1]);
const style = (input: object = {}) => textStyleSchema.parse({ fontFamily: "Inter", minSize: 10, maxSize: 100, lineHeight: 1, ...input });

describe("text layout", () => {
  it("picks the largest size at which the text fits (auto-fit)", () => {
    // "Hello world" is 11 characters: on one line it needs 5.5 × size ≤ 110, so size 20.
    const layout = layoutText("Hello world", style(), 110, 20, measure);
    expect(layout.fontSize).toBe(20);
    expect(layout.lines.map((l) => l.text)).toEqual(["Hello world"]);
    expect(layout.overflows).toBe(false);
  });

  it("wraps at spaces when two lines allow a larger size", () => {
    const layout = layoutText("Hello world", style(), 110, 80, measure);
    expect(layout.lines.map((l) => l.text)).toEqual(["Hello", "world"]);
    expect(layout.fontSize).toBe(40);
    expect(layout.lines[1]!.words).toMatchObject([{ text: "world", x: 0, width: 100, rtl: false }]);
  });

  it("keeps explicit line breaks and splits a word wider than the box", () => {
    const layout = layoutText("ab\nabcdefghij", style({ minSize: 10, maxSize: 10 }), 30, 100, measure);
    expect(layout.lines.map((l) => l.text)).toEqual(["ab", "abcdef", "ghij"]);
  });

  it("shrinks rather than break a word when a smaller size keeps it whole", () => {
    // A tall box fits "Runner" broken at large sizes; the largest unbroken size is 6 × 0.5 × 20 = 60.
    const layout = layoutText("Trail Runner", style(), 60, 1000, measure);
    expect(layout.fontSize).toBe(20);
    expect(layout.breaksWords).toBe(false);
    expect(layout.lines.map((l) => l.text)).toEqual(["Trail", "Runner"]);
  });

  it("falls back to the minimum size and says it overflows", () => {
    const layout = layoutText("far too much text for this tiny box", style({ minSize: 12, maxSize: 40 }), 50, 10, measure);
    expect(layout.fontSize).toBe(12);
    expect(layout.overflows).toBe(true);
  });

  it("adds letter spacing between characters and applies the case transform", () => {
    const layout = layoutText("abc", style({ minSize: 10, maxSize: 10, letterSpacing: 0.1, transform: "uppercase" }), 100, 100, measure);
    expect(layout.lines[0]).toMatchObject({ text: "ABC", width: 15 + 2 * 1 });
  });

  it("places letter-spaced characters so the kerned run ends where the layout measured it", () => {
    // 10 px a character, less 3 px for each "AV" or "VA" pair (kerning).
    const kerned = (run: string) => 10 * [...run].length - 3 * (run.match(/(?=AV|VA)/g) ?? []).length;
    const offsets = letterOffsets("AVAX", 2, kerned);
    // Each character starts where the kerned run before it ends (A 0, V 7, A 14, X 24), plus the spacing so far.
    expect(offsets).toEqual([0, 7 + 2, 14 + 4, 24 + 6]);
    const layout = layoutText("AVAX", style({ minSize: 10, maxSize: 10, letterSpacing: 0.2 }), 100, 100, kerned);
    expect(offsets.at(-1)! + kerned("X")).toBe(layout.lines[0]!.width);
  });

  it("orders a right-to-left paragraph's words from the right, left-to-right words inside it in reading order", () => {
    const layout = layoutText("שלום עולם abc def", style({ minSize: 10, maxSize: 10 }), 1000, 100, measure);
    const [line] = layout.lines;
    expect(line!.rtl).toBe(true);
    const x = Object.fromEntries(line!.words.map((word) => [word.text, word.x]));
    // Visually, left to right: "abc def עולם שלום".
    expect(x.abc).toBe(0);
    expect(x.def! > x.abc! && x["עולם"]! > x.def! && x["שלום"]! > x["עולם"]!).toBe(true);
    expect(line!.width).toBe(x["שלום"]! + line!.words[0]!.width);
  });

  it("breaks lines between the words of a script without spaces, never inside one", () => {
    const layout = layoutText("สวัสดีชาวโลก", style({ minSize: 10, maxSize: 10 }), 50, 100, measure);
    // 5 px a character: "สวัสดีชาว" (9) fits in 50 px, "โลก" goes on; never "โ" alone.
    expect(layout.lines.map((line) => line.text)).toEqual(["สวัสดีชาว", "โลก"]);
    expect(layout.breaksWords).toBe(false);
  });

  it("grows a line whose fallback glyphs reach past the line height (emoji, Thai marks), and only that line", () => {
    const plain = layoutText("ab\ncd", style({ minSize: 100, maxSize: 100, lineHeight: 0.9 }), 1000, 1000, measure);
    expect(plain.lines.map((line) => line.y)).toEqual([45, 135]);
    expect(plain.height).toBe(180);
    const emoji = layoutText("a😀\ncd", style({ minSize: 100, maxSize: 100, lineHeight: 0.9 }), 1000, 1000, measure);
    const [first, second] = emoji.lines;
    expect(first!.above).toBeGreaterThan(50);
    expect(first!.below).toBeGreaterThan(45);
    expect(second!.y - second!.above).toBe(first!.y + first!.below);
    expect(second!.above).toBe(45);
    expect(emoji.height).toBeGreaterThan(plain.height);
  });

  it("splits a word too wide for the box between whole characters (graphemes)", () => {
    const layout = layoutText(
      "👍🏽👍🏽👍🏽👍🏽",
      style({ minSize: 10, maxSize: 10 }),
      20,
      100,
      (text, font) => (5 * [...text].length * Number(/(\d+)px/.exec(font)![1])) / 10,
    );
    expect(layout.breaksWords).toBe(true);
    expect(layout.lines.flatMap((line) => line.words.map((word) => word.text))).toEqual(["👍🏽👍🏽", "👍🏽👍🏽"]);
  });

  it("names the fallback families after the style's own, Korean forms first for Korean text", () => {
    const font = cssFont({ fontFamily: "Inter", fontWeight: 800, italic: false }, 40, "무엇이든 漢字");
    expect(font).toMatch(/^800 40px "Inter", "Noto Sans Arabic", .*"Noto Color Emoji", "Noto Sans KR", "Noto Sans JP", "Noto Sans SC"$/);
    expect(cssFont({ fontFamily: "Inter", fontWeight: 800, italic: false }, 40, "漢字")).toMatch(
      /"Noto Sans SC", "Noto Sans JP", "Noto Sans KR"$/,
    );
  });
});
