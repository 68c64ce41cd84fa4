import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Content } from "./content.ts";
import { validateContent } from "./index.ts";
import { LIMITS } from "./limits.ts";
import { applyRenderModifications, MODIFICATION_LIMITS } from "./modifications.ts";
import { validContent } from "./test-arbitraries.ts";
import { sampleContentParsed } from "./test-fixtures.ts";
import { resolveSlot } from "./variables.ts";

const content = sampleContentParsed;
const apply = (modifications: Record<string, unknown>, document: Content = content()) => applyRenderModifications(document, modifications);
const parsed = (input: unknown) => {
  const result = validateContent(input);
  if (!result.ok) throw new Error("the arbitrary made an invalid document");
  return result.value;
};

describe("render modifications", () => {
  it("fill variables, every scene's slot by name in any case, one scene's slot, and video fields", () => {
    const { content: filled, problems } = apply({
      productName: "Summit boot",
      "Image.source": "https://example.com/boot.png",
      "HEADLINE.text": "Everywhere",
      "scenes.1.headline.text": 42,
      "scenes.0.duration": 4,
      title: "Boots",
      "soundtrack.source": "asset:music-2",
      "brandKit.colors.primary": "#ff0000",
    });
    expect(problems).toEqual([]);
    expect(filled.variables.productName!.default).toBe("Summit boot");
    expect(filled.scenes[0]!.slots.headline).toEqual({ text: "Everywhere" });
    expect(filled.scenes[1]!.slots.headline).toEqual({ text: "42" });
    expect(filled.scenes[1]!.slots.image).toEqual({ src: "https://example.com/boot.png" });
    expect(filled.scenes[0]!.duration).toBe(4);
    expect(filled.title).toBe("Boots");
    expect(filled.soundtrack).toMatchObject({ src: "asset:music-2", volume: 0.6 });
    expect(filled.brandKit?.colors).toEqual({ primary: "#ff0000" });
  });

  it("give a list new items drawn as it was: numbered from where it started, or with bullets", () => {
    const document = parsed({
      ...content(),
      scenes: [{ id: "list", layoutId: "list", duration: 3, slots: { items: { items: ["Old"], numbered: true, first: 6 } } }],
    });
    expect(apply({ "Items.items": ["Map", "Phone"] }, document).content.scenes[0]!.slots.items).toEqual({
      items: ["Map", "Phone"],
      numbered: true,
      first: 6,
    });
    const bulleted = parsed({
      ...content(),
      scenes: [{ id: "list", layoutId: "list", duration: 3, slots: { items: { items: ["Old"] } } }],
    });
    expect(apply({ "Items.items": ["Map"] }, bulleted).content.scenes[0]!.slots.items).toEqual({ items: ["Map"] });
  });

  it("take a choice variable's value only from its options", () => {
    const document = parsed({
      ...content(),
      variables: { ...content().variables, size: { type: "text", default: "Small", options: ["Small", "Large"] } },
    });
    expect(apply({ size: "Large" }, document).content.variables.size!.default).toBe("Large");
    expect(apply({ size: "Huge" }, document).problems).toEqual([{ path: "/modifications/size", message: "must be one of: Small, Large" }]);
    // A document cannot offer options on a non-text variable, nor a default outside its options.
    const offering = (variable: Record<string, unknown>) =>
      validateContent({ ...content(), variables: { ...content().variables, size: variable } }).ok;
    expect(offering({ type: "number", default: "1", options: ["1", "2"] })).toBe(false);
    expect(offering({ type: "text", default: "Medium", options: ["Small", "Large"] })).toBe(false);
  });

  it("let one scene's key win over every scene's key whatever their order", () => {
    const { content: filled } = apply({ "scenes.0.headline.text": "First", "headline.text": "All" });
    expect(filled.scenes.map((scene) => scene.slots.headline)).toEqual([{ text: "First" }, { text: "All" }]);
  });

  it("empty a slot or remove the soundtrack with null", () => {
    const { content: filled, problems } = apply({ "image.source": null, "soundtrack.source": null });
    expect(problems).toEqual([]);
    expect(filled.scenes[1]!.slots.image).toBeUndefined();
    expect(filled.soundtrack).toBeUndefined();
  });

  it("fill a slot the document leaves empty when its layout offers it", () => {
    const layoutSlots = (layoutId: string) => (layoutId === "title" ? [{ name: "logo", kind: "logo" as const }] : []);
    const { content: filled, problems } = applyRenderModifications(content(), { "Logo.source": "asset:logo-1" }, { layoutSlots });
    expect(problems).toEqual([]);
    expect(filled.scenes[0]!.slots.logo).toEqual({ src: "asset:logo-1" });
    expect(apply({ "Logo.source": "asset:logo-1" }).problems).toEqual([
      { path: "/modifications/Logo.source", message: 'no scene has a slot named "Logo"' },
    ]);
  });

  it("name each problem at its JSON path and leave the document as it was", () => {
    const original = content();
    const { content: unchanged, problems } = apply(
      {
        prodcutName: "x",
        "headline.source": "asset:a",
        "image.source": "ftp://nope",
        "scenes.9.duration": 3,
        "scenes.0.duration": 500,
        "brandKit.colors.primary": "red",
        "a/b": 1,
        productName: "y".repeat(LIMITS.textLength + 1),
      },
      original,
    );
    expect(unchanged).toBe(original);
    expect(problems.map((problem) => problem.path)).toEqual([
      "/modifications/prodcutName",
      "/modifications/headline.source",
      "/modifications/image.source",
      "/modifications/scenes.9.duration",
      "/modifications/scenes.0.duration",
      "/modifications/brandKit.colors.primary",
      "/modifications/a~1b",
      "/modifications/productName",
    ]);
    expect(problems[0]!.message).toContain("its variables: productName");
    expect(problems[1]!.message).toContain("takes .text");
    expect(problems[3]!.message).toContain("has 2 scenes");
  });

  it("bound the number and length of keys", () => {
    const many = Object.fromEntries(Array.from({ length: MODIFICATION_LIMITS.keys + 1 }, (_, i) => [`k${i}`, "x"]));
    expect(apply(many).problems).toEqual([{ path: "/modifications", message: `has more than ${MODIFICATION_LIMITS.keys} keys` }]);
    expect(apply({ ["x".repeat(MODIFICATION_LIMITS.keyLength + 1)]: 1 }).problems[0]!.message).toContain("longer than");
  });

  it("never throw, and put every problem under /modifications, whatever they are given", () => {
    fc.assert(
      fc.property(
        validContent,
        fc.dictionary(fc.string({ maxLength: 30 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
        (input, modifications) => {
          const { problems } = applyRenderModifications(parsed(input), modifications);
          for (const problem of problems) expect(problem.path.startsWith("/modifications")).toBe(true);
        },
      ),
    );
    for (const odd of [null, [], "text", 7]) expect(apply(odd as never).problems[0]!.path).toBe("/modifications");
  });

  it("change nothing without modifications", () => {
    fc.assert(
      fc.property(validContent, (input) => {
        const document = parsed(input);
        expect(applyRenderModifications(document, {})).toEqual({ content: document, problems: [] });
      }),
    );
  });

  it("set every text variable to what it is given, and every slot bound to it follows", () => {
    fc.assert(
      fc.property(validContent, fc.string({ maxLength: 50 }), (input, value) => {
        const document = parsed(input);
        const names = Object.keys(document.variables).filter((name) => document.variables[name]!.type === "text");
        const { content: filled, problems } = applyRenderModifications(document, Object.fromEntries(names.map((name) => [name, value])));
        expect(problems).toEqual([]);
        for (const name of names) expect(filled.variables[name]!.default).toBe(value);
        filled.scenes.forEach((scene) => {
          for (const slot of Object.values(scene.slots))
            if ("variable" in slot && names.includes(slot.variable)) expect(resolveSlot(filled, slot)).toEqual({ text: value });
        });
      }),
    );
  });
});
