import type { Content } from "@framewise/scene";
import { STARTER_TEMPLATES } from "@framewise/starter";
import { describe, expect, it } from "vitest";
import { withPageBrand } from "./with-page-import.ts";

const template = (id: string) => STARTER_TEMPLATES.find((each) => each.id === id)!;
/** Neon with white words on its accent (price tags), beside the accent as text on its near-black ground: no colour is far enough from both. */
const whiteOnAccent = () => {
  const neon = template("neon");
  return { ...neon, textStyles: { ...neon.textStyles, price: { ...neon.textStyles.price!, color: "#ffffff" } } };
};
const plan = { title: "Midnight", scenes: [] } as unknown as Content;
const logo = "asset:7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("withPageBrand", () => {
  it("puts the page's logo and its colour, made readable on the template, in the brand kit", () => {
    const branded = withPageBrand(plan, { logo, brandColor: "#1a1d26" }, template("bold"));
    expect(branded.brandKit?.logo).toBe(logo);
    expect(branded.brandKit?.colors?.accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(branded.brandKit?.colors?.accent).not.toBe("#1a1d26");
  });

  it("keeps what the plan chose, checks its colours too, and leaves out a colour nothing can make readable", () => {
    const planned = { ...plan, brandKit: { logo: "asset:other", colors: { accent: "#8a3a1c" } } } as Content;
    expect(withPageBrand(planned, { logo, brandColor: "#1a1d26" }, template("editorial")).brandKit).toEqual({
      logo: "asset:other",
      colors: { accent: "#8a3a1c" },
    });
    expect(withPageBrand(plan, { logo: null, brandColor: "#1a1d26" }, whiteOnAccent())).toBe(plan);
    expect(withPageBrand(plan, { logo, brandColor: "#1a1d26" }, whiteOnAccent()).brandKit).toEqual({ logo });
  });
});
