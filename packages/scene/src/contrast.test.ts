import { describe, expect, it } from "vitest";
import { contrastFindings, contrastRatio } from "./contrast.ts";
import { layoutSchema, type LayoutInput } from "./layout.ts";
import { templateSchema, type TemplateInput } from "./template.ts";

const template = (palette: Partial<TemplateInput["palette"]> = {}, minSize = 24) =>
  templateSchema.parse({
    id: "t",
    name: "T",
    palette: {
      background: "#ffffff",
      surface: "#eeeeee",
      primary: "#3355ff",
      secondary: "#888888",
      text: "#111111",
      accent: "#ffcc00",
      ...palette,
    },
    fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
    textStyles: { body: { fontFamily: "Inter", color: "$text", minSize, maxSize: 60 } },
    background: "$background",
    transition: { type: "cut" },
    layouts: ["l"],
  });
const layout = (elements: LayoutInput["elements"]) => layoutSchema.parse({ id: "l", name: "L", slots: [], elements });
const words: LayoutInput["elements"][number] = {
  id: "words",
  type: "text",
  text: "Hi",
  textStyle: "body",
  box: { x: 0.1, y: 0.4, width: 0.8, height: 0.2 },
};

describe("the contrast check", () => {
  it("measures WCAG ratios: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
  });

  it("passes dark text on the template's light background and fails pale grey on it", () => {
    expect(contrastFindings(layout([words]), template(), "9:16")).toEqual([]);
    const findings = contrastFindings(layout([words]), template({ text: "#bbbbbb" }), "9:16");
    expect(findings).toMatchObject([{ aspect: "9:16", element: "words" }]);
    expect(findings[0]!.message).toMatch(/below 4.5:1/);
  });

  it("judges large text against 3:1", () => {
    // #8a8a8a on white is about 3.5:1: too little for normal text, enough for large (96 px at 1080p is 32 px on a phone).
    expect(contrastFindings(layout([words]), template({ text: "#8a8a8a" }), "1:1")).toHaveLength(1);
    expect(contrastFindings(layout([words]), template({ text: "#8a8a8a" }, 96), "1:1")).toEqual([]);
  });

  it("fails words straight over a photo, and passes them over an opaque scrim", () => {
    const photo = { id: "photo", type: "image" as const, box: { x: 0, y: 0, width: 1, height: 1 } };
    expect(contrastFindings(layout([photo, words]), template(), "9:16")).toHaveLength(1);
    const scrim = {
      id: "scrim",
      type: "shape" as const,
      shape: "rect" as const,
      fill: "#ffffffee",
      box: { x: 0, y: 0.3, width: 1, height: 0.4 },
    };
    expect(contrastFindings(layout([photo, scrim, words]), template(), "9:16")).toEqual([]);
  });

  it("reads a gradient's colour where the text sits", () => {
    const gradient = {
      id: "fade",
      type: "shape" as const,
      shape: "rect" as const,
      fill: {
        type: "linear-gradient" as const,
        angle: 90,
        stops: [
          { offset: 0, color: "#111111" },
          { offset: 1, color: "#ffffff" },
        ],
      },
      box: { x: 0, y: 0, width: 1, height: 1 },
    };
    // Top to bottom: dark at the top, so dark text low down (on white) passes and high up fails.
    const low = { ...words, box: { x: 0.1, y: 0.85, width: 0.8, height: 0.1 } };
    const high = { ...words, box: { x: 0.1, y: 0.02, width: 0.8, height: 0.1 } };
    expect(contrastFindings(layout([gradient, low]), template(), "9:16")).toEqual([]);
    expect(contrastFindings(layout([gradient, high]), template(), "9:16")).toHaveLength(1);
  });
});
