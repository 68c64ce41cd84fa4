import { CONTENT_VERSION, contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { checkMapping } from "./check-mapping.ts";
import { fillTemplate, templateFields, templateProblem } from "./field-template.ts";
import { itemModifications, mapItem } from "./map-item.ts";

const template = contentSchema.parse({
  version: CONTENT_VERSION,
  title: "Product ad",
  aspectRatio: "9:16",
  templateId: "bold",
  variables: { price: { type: "text", default: "€0" } },
  scenes: [
    { id: "s1", layoutId: "title", slots: { headline: { text: "Headline" } }, duration: 3 },
    { id: "s2", layoutId: "product", slots: { photo: { src: "https://cdn.example/p.jpg" }, price: { variable: "price" } }, duration: 3 },
  ],
});

describe("the {{field}} syntax", () => {
  it("fills fields, uses the fallback for an empty one, leaves other text alone", () => {
    const fields = { title: "Trail Runner", price: "€129" };
    expect(fillTemplate("New: {{title}} at {{ price }}", fields)).toBe("New: Trail Runner at €129");
    expect(fillTemplate("{{brand|Northwind}} {{missing}}", fields)).toBe("Northwind");
    expect(templateFields("{{title}} {{price|0}} {{title}}")).toEqual(["title", "price"]);
  });

  it("names an unclosed placeholder", () => {
    expect(templateProblem("{{title}")).toMatch(/has a \{\{ without its \}\}/);
    expect(templateProblem("{{title}} and }}")).toBeDefined();
    expect(templateProblem("{{title}} costs {{price|free}}")).toBeUndefined();
  });
});

describe("mapping an item", () => {
  const mapping = { "Headline.text": "{{title}}", price: "{{price}}", "Photo.source": "{{image}}" };

  it("fills the template's slots and variables from the item", () => {
    const mapped = mapItem(template, mapping, { title: "Trail Runner", price: "€129", image: "https://shop.example/tr.jpg" });
    expect(mapped.ok && mapped.document.scenes[0]!.slots.headline).toEqual({ text: "Trail Runner" });
    expect(mapped.ok && mapped.document.scenes[1]!.slots.photo).toEqual({ src: "https://shop.example/tr.jpg" });
    expect(mapped.ok && mapped.document.variables.price!.default).toBe("€129");
  });

  it("keeps the template's value where the item has no field, and splits list items by line", () => {
    expect(itemModifications({ ...mapping, "List.items": "{{a}}\n{{b}}" }, { title: "Only a title", a: "One", b: "Two" })).toEqual({
      "Headline.text": "Only a title",
      "List.items": ["One", "Two"],
    });
  });

  it("answers the problems at JSON paths when an item's value does not fit", () => {
    const mapped = mapItem(template, mapping, { title: "x".repeat(20_000) });
    expect(mapped.ok).toBe(false);
    expect(!mapped.ok && mapped.problems[0]!.path).toBe("/modifications/Headline.text");
  });
});

describe("checking a mapping against its template", () => {
  it("accepts keys the template has", () => {
    expect(checkMapping(template, { kind: "fields", modifications: { "Headline.text": "{{title}}", price: "{{price}}" } })).toEqual({});
  });

  it("names each unknown key, wrong property and broken value at its path", () => {
    const problems = checkMapping(template, {
      kind: "fields",
      modifications: { "Subtitle.text": "{{x}}", "Headline.source": "{{image}}", colour: "{{x}}", "Photo.source": "{{image" },
    });
    expect(Object.keys(problems)).toEqual([
      "mapping.modifications.Subtitle.text",
      "mapping.modifications.Headline.source",
      "mapping.modifications.colour",
      "mapping.modifications.Photo.source",
    ]);
    expect(problems["mapping.modifications.Subtitle.text"]).toContain('no scene has a slot named "Subtitle"');
    expect(problems["mapping.modifications.colour"]).toContain("is not a variable, slot or field of this template");
  });

  it("checks a planner's prompt", () => {
    expect(checkMapping(template, { kind: "planner", prompt: "{{title" })).toEqual({
      "mapping.prompt": expect.stringContaining("without its"),
    });
  });
});
