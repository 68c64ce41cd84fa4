import { describe, expect, it } from "vitest";
import { layoutSchema, type LayoutInput } from "./layout.ts";
import { safeAreaFindings, unsafeZones, VERTICAL_UI_ZONES } from "./safe-areas.ts";

const layout = (elements: LayoutInput["elements"]) =>
  layoutSchema.parse({ id: "l", name: "L", slots: [{ name: "logo", kind: "logo", label: "Logo" }], elements });

describe("the safe-area check", () => {
  it("names the 9:16 caption, top bar and button rail zones, and only edge margins elsewhere", () => {
    expect(VERTICAL_UI_ZONES.map((zone) => zone.name)).toEqual(expect.arrayContaining(["caption and account zone", "action buttons rail"]));
    expect(unsafeZones("16:9").every((zone) => zone.name.includes("edge"))).toBe(true);
  });

  it("passes words in the middle and lets full-bleed decorations and photos reach the edges", () => {
    const findings = safeAreaFindings(
      layout([
        { id: "bg", type: "shape", shape: "rect", fill: "#000000", box: { x: 0, y: 0, width: 1, height: 1 } },
        { id: "photo", type: "image", box: { x: 0, y: 0, width: 1, height: 1 } },
        { id: "title", type: "text", text: "Hi", box: { x: 0.1, y: 0.3, width: 0.7, height: 0.2 } },
      ]),
      "9:16",
    );
    expect(findings).toEqual([]);
  });

  it("finds text in the 9:16 caption zone but not in 1:1, and a logo inside a group near the edge", () => {
    const lowText = layout([{ id: "footer", type: "text", text: "Hi", box: { x: 0.1, y: 0.85, width: 0.6, height: 0.08 } }]);
    expect(safeAreaFindings(lowText, "9:16")).toEqual([
      { aspect: "9:16", element: "footer", message: "reaches into the caption and account zone" },
    ]);
    expect(safeAreaFindings(lowText, "1:1")).toEqual([]);
    const grouped = layout([
      {
        id: "corner",
        type: "group",
        box: { x: 0.8, y: 0.4, width: 0.2, height: 0.2 },
        children: [{ id: "logo", type: "image", slot: "logo", box: { x: 0.5, y: 0, width: 0.5, height: 0.5 } }],
      },
    ]);
    expect(safeAreaFindings(grouped, "16:9").map((f) => [f.element, f.message])).toEqual([["logo", "reaches into the right edge margin"]]);
  });
});
