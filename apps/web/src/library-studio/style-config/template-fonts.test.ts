import { templateSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { cleanTemplate } from "../../testing/library";
import { unheldFamilies, weightsOf, withFontFiles } from "./template-fonts";

const LIBRARY = [
  { id: "5b0e4c1e-0000-4000-8000-000000000001", family: "Label Neue", weight: 700 },
  { id: "5b0e4c1e-0000-4000-8000-000000000002", family: "Brand Serif", weight: 400 },
  { id: "5b0e4c1e-0000-4000-8000-000000000003", family: "Label Neue", weight: 400 },
  { id: "5b0e4c1e-0000-4000-8000-000000000004", family: "Unused Sans", weight: 400 },
];

const branded = templateSchema.parse({
  ...cleanTemplate,
  fonts: { heading: { family: "Label Neue", weight: 700 }, body: { family: "Inter", weight: 400 } },
  textStyles: { quote: { fontFamily: "Brand Serif" }, note: { fontFamily: "Typed Sans" } },
  fontFiles: [{ id: "5b0e4c1e-0000-4000-8000-000000000004", family: "Unused Sans", weight: 400 }],
});

describe("template fonts", () => {
  it("names every library font of each family the template uses, in all the library's weights, and no other", () => {
    const fontFiles = withFontFiles(branded, [
      ...LIBRARY,
      { id: "5b0e4c1e-0000-4000-8000-000000000005", family: "Inter", weight: 400 },
    ]).fontFiles;
    expect(fontFiles).toEqual([
      { id: "5b0e4c1e-0000-4000-8000-000000000002", family: "Brand Serif", weight: 400 },
      { id: "5b0e4c1e-0000-4000-8000-000000000003", family: "Label Neue", weight: 400 },
      { id: "5b0e4c1e-0000-4000-8000-000000000001", family: "Label Neue", weight: 700 },
    ]);
    expect(templateSchema.safeParse(withFontFiles(branded, LIBRARY)).success).toBe(true);
    // Back to shipped families only: none left.
    expect(withFontFiles(cleanTemplate, LIBRARY).fontFiles).toEqual([]);
  });

  it("names the families nothing can draw, and offers a library family its own weights", () => {
    expect(unheldFamilies(branded, LIBRARY)).toEqual(["Typed Sans"]);
    expect(weightsOf("Label Neue", LIBRARY)).toEqual(["400", "700"]);
    expect(weightsOf("Inter", LIBRARY)).toContain("800");
    expect(weightsOf("Typed Sans", LIBRARY)).toHaveLength(9);
  });
});
