import { describe, expect, it } from "vitest";
import { sampleContentParsed } from "./test-fixtures.ts";
import { applyModifications, resolveSlot, UnknownVariableError } from "./variables.ts";

const content = sampleContentParsed;

describe("variables", () => {
  it("fill bound slots with the modification, leaving the original document untouched", () => {
    const original = content();
    const filled = applyModifications(original, { productName: "Summit boot" });
    expect(resolveSlot(filled, filled.scenes[0]!.slots.headline)).toEqual({ text: "Summit boot" });
    expect(resolveSlot(original, original.scenes[0]!.slots.headline)).toEqual({ text: "Trail shoe" });
  });

  it("refuse unknown names, so a typo never renders the default silently", () => {
    expect(() => applyModifications(content(), { prodcutName: "x", price: 3 })).toThrow(new UnknownVariableError(["prodcutName", "price"]));
  });

  it("resolve image variables to sources and leave plain slots alone", () => {
    const withImage = { ...content(), variables: { hero: { type: "image" as const, default: "asset:hero-1" } } };
    expect(resolveSlot(withImage, { variable: "hero" })).toEqual({ src: "asset:hero-1" });
    expect(resolveSlot(withImage, { text: "plain" })).toEqual({ text: "plain" });
  });
});
