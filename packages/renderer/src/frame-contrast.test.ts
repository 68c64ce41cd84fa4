import { layoutSchema, templateSchema, type LayoutInput } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { backdropDocument, frameContrastFindings, type PixelFrame } from "./frame-contrast.ts";

const template = (text: string, minSize = 24) =>
  templateSchema.parse({
    id: "t",
    name: "T",
    palette: { background: "#ffffff", surface: "#eeeeee", primary: "#3355ff", secondary: "#888888", text, accent: "#ffcc00" },
    fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
    textStyles: { body: { fontFamily: "Inter", color: "$text", minSize, maxSize: 60 } },
    background: "$background",
    transition: { type: "cut" },
    layouts: ["l"],
  });
const words = { id: "words", type: "text" as const, text: "Hi", textStyle: "body", box: { x: 0.1, y: 0.4, width: 0.8, height: 0.2 } };
const layout = (elements: LayoutInput["elements"]) =>
  layoutSchema.parse({ id: "l", name: "L", slots: [{ name: "photo", kind: "image", label: "Photo" }], elements });

/** A 100 × 100 frame painted by `colour(x, y)` (pixels). */
const frame = (colour: (x: number, y: number) => number[]): PixelFrame => {
  const data = new Uint8ClampedArray(100 * 100 * 4);
  for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) data.set([...colour(x, y), 255], (y * 100 + x) * 4);
  return { data, width: 100, height: 100 };
};
const white = frame(() => [255, 255, 255]);

describe("contrast on rendered frames", () => {
  it("passes dark text on a white frame and fails pale grey on it, naming the element", () => {
    expect(frameContrastFindings(layout([words]), template("#111111"), "9:16", [white])).toEqual([]);
    const findings = frameContrastFindings(layout([words]), template("#bbbbbb"), "9:16", [white]);
    expect(findings).toMatchObject([{ aspect: "9:16", element: "words", message: expect.stringMatching(/below 4.5:1/) }]);
  });

  it("judges large text against 3:1", () => {
    expect(frameContrastFindings(layout([words]), template("#8a8a8a"), "1:1", [white])).toHaveLength(1);
    expect(frameContrastFindings(layout([words]), template("#8a8a8a", 96), "1:1", [white])).toEqual([]);
  });

  it("takes the worst frame: white words pass over the dark picture and fail over the light one", () => {
    const dark = frame(() => [0, 0, 0]);
    expect(frameContrastFindings(layout([words]), template("#ffffff"), "9:16", [dark])).toEqual([]);
    expect(frameContrastFindings(layout([words]), template("#ffffff"), "9:16", [dark, white])).toHaveLength(1);
  });

  it("forgives a thin stripe of the box (anti-aliasing, a rule under the words) but not a band", () => {
    // The box spans x 10..90: its grid samples the columns 14, 22, … 86; one white column is a tenth of the points.
    const stripe = frame((x) => (x === 46 ? [255, 255, 255] : [0, 0, 0]));
    expect(frameContrastFindings(layout([words]), template("#ffffff"), "9:16", [stripe])).toEqual([]);
    const band = frame((x) => (x >= 50 ? [255, 255, 255] : [0, 0, 0]));
    expect(frameContrastFindings(layout([words]), template("#ffffff"), "9:16", [band])).toHaveLength(1);
  });

  it("draws the backdrop without the words, every media slot showing the picture, after the last text has come in", () => {
    const photo = { id: "photo", type: "image" as const, slot: "photo", box: { x: 0, y: 0, width: 1, height: 1 } };
    const late = { ...words, id: "late", start: 2 };
    const grouped = { id: "g", type: "group" as const, box: { x: 0, y: 0, width: 1, height: 1 }, children: [late] };
    const backdrop = backdropDocument(layout([photo, words, grouped]), "t", "4:5", "asset:backdrop-light");
    expect(backdrop.layout.elements.map((element) => element.id)).toEqual(["photo", "g"]);
    expect(backdrop.layout.elements[1]).toMatchObject({ children: [] });
    expect(backdrop.content.scenes[0]!.slots).toEqual({ photo: { src: "asset:backdrop-light" } });
    expect(backdrop.seconds).toBe(3.5);
    expect(backdrop.content.aspectRatio).toBe("4:5");
  });
});
