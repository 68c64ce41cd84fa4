import { layoutSchema, templateSchema, type LayoutInput, type Slot } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { fuzzTexts } from "./fuzz-texts.ts";
import { overflowFindings } from "./overflow-check.ts";
import type { MeasureText } from "./text-layout.ts";

/** Every character (code point) is half the font size wide. */
const measure: MeasureText = (text, font) => [...text].length * 0.5 * Number(/(\d+)px/.exec(font)![1]);

const template = templateSchema.parse({
  id: "plain",
  name: "Plain",
  palette: { background: "#000000", surface: "#222222", primary: "#3355ff", secondary: "#888888", text: "#ffffff", accent: "#ffcc00" },
  fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
  textStyles: { headline: { fontFamily: "Inter", minSize: 40, maxSize: 80 } },
  background: "$background",
  transition: { type: "cut" },
  layouts: ["card"],
});

const layoutWith = (maxLength: number, box: { x: number; y: number; width: number; height: number }, kind: Slot["kind"] = "headline") =>
  layoutSchema.parse({
    id: "card",
    name: "Card",
    slots: [{ name: "headline", kind, label: "Headline", maxLength }],
    elements: [{ id: "headline", type: "text", slot: "headline", textStyle: "headline", box }],
  } satisfies LayoutInput);

describe("the overflow check", () => {
  it("fuzzes texts of exactly the allowed length in every script it names, whole graphemes only", () => {
    const texts = fuzzTexts(30);
    expect(texts.map((t) => t.name)).toEqual(expect.arrayContaining(["CJK", "emoji", "Arabic (right to left)", "long words"]));
    for (const { text } of texts) expect(text.length).toBeLessThanOrEqual(30);
    expect(texts.find((t) => t.name === "emoji")!.text).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it("passes a box big enough for the longest text at the smallest size", () => {
    // 20 characters at 40 px need 400 px on one line: a full-width, half-height box has room.
    expect(overflowFindings(layoutWith(20, { x: 0.05, y: 0.1, width: 0.9, height: 0.5 }), template, "9:16", measure)).toEqual([]);
  });

  it("names the element, the aspect and the texts that overflow a box too small for its slot's length", () => {
    const findings = overflowFindings(layoutWith(200, { x: 0.1, y: 0.1, width: 0.3, height: 0.05 }), template, "1:1", measure);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ aspect: "1:1", element: "headline" });
    expect(findings[0]!.message).toMatch(/CJK/);
  });

  it("fills a list slot with several items", () => {
    // One 20-character line fits 0.05 of the height (96 px ≥ 48 px); four items do not.
    const box = { x: 0, y: 0, width: 1, height: 0.05 };
    expect(overflowFindings(layoutWith(20, box), template, "9:16", measure)).toEqual([]);
    expect(overflowFindings(layoutWith(20, box, "list"), template, "9:16", measure)).toHaveLength(1);
  });
});
