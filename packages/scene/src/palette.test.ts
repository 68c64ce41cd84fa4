import { describe, expect, it } from "vitest";
import { colorSchema } from "./geometry.ts";
import { paletteOf, resolveColor } from "./palette.ts";

const palette = {
  background: "#000000",
  surface: "#111111",
  primary: "#ff3d57",
  secondary: "#222222",
  text: "#ffffff",
  accent: "#ffd23f80",
};

describe("palette colours", () => {
  it("accepts hex colours and palette roles with an optional opacity, nothing else", () => {
    for (const ok of ["#1a2b3c", "#1a2b3cff", "$primary", "$text/60", "$accent/0", "$surface/100"])
      expect(colorSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["red", "$brand", "$text/101", "$text/", "#12345", "$primary/5%", "rgb(0,0,0)"])
      expect(colorSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("resolves roles to the palette's colour, opacity becoming the alpha byte", () => {
    expect(resolveColor("#123456", palette)).toBe("#123456");
    expect(resolveColor("$primary", palette)).toBe("#ff3d57");
    expect(resolveColor("$text/60", palette)).toBe("#ffffff99");
    expect(resolveColor("$text/0", palette)).toBe("#ffffff00");
    // A role with its own alpha keeps it unless an opacity is asked for.
    expect(resolveColor("$accent", palette)).toBe("#ffd23f80");
    expect(resolveColor("$accent/100", palette)).toBe("#ffd23fff");
  });

  it("lets the brand kit's colours override the template's", () => {
    const merged = paletteOf({ palette }, { brandKit: { colors: { primary: "#00ff00" } } });
    expect(merged.primary).toBe("#00ff00");
    expect(merged.text).toBe("#ffffff");
    expect(resolveColor("$primary/50", merged)).toBe("#00ff0080");
  });
});
