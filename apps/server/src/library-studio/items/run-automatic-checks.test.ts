import type { MeasureText, PixelFrame } from "@framewise/renderer";
import { layoutSchema, templateSchema } from "@framewise/scene";
import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { describe, expect, it } from "vitest";
import { checklistView, redItems } from "./checklist-view.ts";
import { runAutomaticChecks } from "./run-automatic-checks.ts";

/** Every character a tenth of the font size wide (everything fits), and every backdrop mid grey. */
const measure: MeasureText = (text, font) => [...text].length * 0.1 * Number(/(\d+)px/.exec(font)![1]);
const grey: PixelFrame = { data: new Uint8ClampedArray([128, 128, 128, 255]), width: 1, height: 1 };
const narrow = { measure, backdrops: () => [grey] };
const templates = STARTER_TEMPLATES.map((template) => templateSchema.parse(template));
const layouts = STARTER_LAYOUTS.map((layout) => layoutSchema.parse(layout));
const library = { templates, layouts };

describe("the automatic checks of a version", () => {
  it("checks a layout under every published template that offers it, in each of its aspect ratios", () => {
    const quote = layouts.find((layout) => layout.id === "quote")!;
    const checks = runAutomaticChecks("layout", quote, library, narrow);
    expect(checks.checkedWith).toEqual(templates.filter((t) => t.layouts.includes("quote")).map((t) => t.id));
    expect(Object.keys(checks.failures).filter((key) => key.startsWith("text_fits") || key.startsWith("schema_valid"))).toEqual([]);
  });

  it("checks a new layout no template offers under the first published template", () => {
    const lonely = { ...layouts[0]!, id: "lonely", aspectRatios: ["1:1" as const] };
    const checks = runAutomaticChecks("layout", lonely, library, narrow);
    expect(checks.checkedWith).toEqual([templates[0]!.id]);
    expect(Object.keys(checks.failures).every((key) => key.endsWith("1:1"))).toBe(true);
  });

  it("fails schema_valid (and marks the rest unchecked) for an invalid definition, at its JSON path", () => {
    const checks = runAutomaticChecks("layout", { id: "broken", name: "Broken", elements: [] }, library, narrow);
    expect(checks.failures["schema_valid 9:16"]!.map((finding) => finding.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/slots /), expect.stringMatching(/^\/elements /)]),
    );
    expect(checks.failures["contrast 4:5"]).toEqual([{ message: "not checked: the definition is not valid" }]);
  });

  it("checks a template with each of its layouts, and names a layout it offers that is not published", () => {
    const template = { ...STARTER_TEMPLATES[0]!, id: "fresh", layouts: ["title", "not-there"] };
    const checks = runAutomaticChecks("template", template, library, narrow);
    expect(checks.checkedWith).toEqual(["title"]);
    expect(checks.failures["schema_valid 16:9"]).toEqual([{ message: 'offers the layout "not-there", which is not published' }]);
  });

  it("reads as a checklist: unrun checks and unticked items are red, each named", () => {
    const view = checklistView("layout", { aspectRatios: ["9:16"] }, null, {
      "looks_right 9:16": { by: "a@staff.test", at: "2026-01-01T00:00:00Z" },
    });
    expect(view.items).toHaveLength(7);
    expect(view).toMatchObject({ running: false, error: null, browser_comparison: {} });
    expect(view.green).toBe(false);
    expect(redItems(view)).toEqual([
      "schema_valid 9:16",
      "text_fits 9:16",
      "safe_areas 9:16",
      "contrast 9:16",
      "browser_matches_server 9:16",
      "animation_feels_right 9:16",
    ]);
  });
});
