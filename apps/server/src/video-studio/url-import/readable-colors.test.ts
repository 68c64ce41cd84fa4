import { STARTER_TEMPLATES } from "@framewise/starter";
import { colord } from "colord";
import { describe, expect, it } from "vitest";
import { AA_CONTRAST, contrastIn, nearestShade, readableBrandColors } from "./readable-colors.ts";

const template = (id: string) => STARTER_TEMPLATES.find((each) => each.id === id)!;
/** Neon with white words on its accent (price tags), beside the accent as text on its near-black ground: no colour is far enough from both. */
const whiteOnAccent = () => {
  const neon = template("neon");
  return { ...neon, textStyles: { ...neon.textStyles, price: { ...neon.textStyles.price!, color: "#ffffff" } } };
};
const palette = template("bold").palette;
const hue = (color: string) => colord(color).toHsl().h;
/** The two pairings the starter templates give the accent: kicker text on the background, and the price tag. */
const accentPairs = (id: string, accent: string) => {
  const { palette, textStyles } = template(id);
  const withAccent = { ...palette, accent };
  return [
    contrastIn(withAccent, { text: textStyles.kicker!.color, ground: "$background" }),
    contrastIn(withAccent, { text: textStyles.price!.color, ground: textStyles.price!.background!.color }),
  ];
};

describe("contrastIn", () => {
  it("gives WCAG's ratios: 21 for black on white, the classic greys either side of 4.5", () => {
    expect(contrastIn(palette, { text: "#000000", ground: "#ffffff" })).toBe(21);
    expect(contrastIn(palette, { text: "#ffffff", ground: "#ffffff" })).toBe(1);
    expect(contrastIn(palette, { text: "#767676", ground: "#ffffff" })).toBeCloseTo(4.54, 2);
    expect(contrastIn(palette, { text: "#777777", ground: "#ffffff" })).toBeCloseTo(4.47, 1);
  });

  it("looks roles up in the palette and sees translucent text blended into its ground", () => {
    const black = { ...palette, background: "#000000", text: "#ffffff" };
    expect(contrastIn(black, { text: "$text", ground: "$background" })).toBe(21);
    // White at 50 % on black is seen as mid grey (#808080): 5.3 to 1, not 21.
    expect(contrastIn(black, { text: "$text/50", ground: "$background" })).toBeCloseTo(5.3, 1);
    expect(contrastIn(black, { text: "#ffffff80", ground: "$background" })).toBeCloseTo(5.3, 1);
  });
});

describe("nearestShade", () => {
  it("keeps a colour that passes, else finds the nearest lighter or darker shade of the same hue", () => {
    const onWhite = (shade: string) => contrastIn(palette, { text: shade, ground: "#ffffff" }) >= AA_CONTRAST;
    expect(nearestShade("#0e7c66", onWhite)).toBe("#0e7c66");
    const darker = nearestShade("#ffcc00", onWhite)!;
    expect(onWhite(darker)).toBe(true);
    expect(colord(darker).toHsl().l).toBeLessThan(colord("#ffcc00").toHsl().l);
    expect(Math.abs(hue(darker) - hue("#ffcc00"))).toBeLessThanOrEqual(2);
    // One step lighter than the answer no longer passes: it is the nearest.
    const { h, s, l } = colord(darker).toHsl();
    expect(onWhite(colord({ h, s, l: l + 1 }).toHex())).toBe(false);
    expect(nearestShade("#ffcc00", () => false)).toBeNull();
  });
});

describe("readableBrandColors", () => {
  it("lightens a dark page's colour on a dark template until the kicker and the price both read", () => {
    expect(accentPairs("bold", "#1a1d26").every((ratio) => ratio < 2)).toBe(true);
    const { accent } = readableBrandColors(template("bold"), { accent: "#1a1d26" });
    expect(accent).not.toBe("#1a1d26");
    expect(accentPairs("bold", accent!).every((ratio) => ratio >= AA_CONTRAST)).toBe(true);
    expect(colord(accent!).toHsl().l).toBeGreaterThan(colord("#1a1d26").toHsl().l);
    expect(Math.abs(hue(accent!) - hue("#1a1d26"))).toBeLessThanOrEqual(2);
  });

  it("darkens a pale colour on a light template, and keeps one that already reads", () => {
    const { accent } = readableBrandColors(template("editorial"), { accent: "#ffe680" });
    expect(accentPairs("editorial", accent!).every((ratio) => ratio >= AA_CONTRAST)).toBe(true);
    expect(colord(accent!).toHsl().l).toBeLessThan(colord("#ffe680").toHsl().l);
    expect(readableBrandColors(template("editorial"), { accent: "#8a3a1c" })).toEqual({ accent: "#8a3a1c" });
  });

  it("leaves out a colour no shade of which reads, so the template's own accent stays", () => {
    expect(readableBrandColors(whiteOnAccent(), { accent: "#1a1d26" })).toEqual({});
  });
});
