import { FALLBACK_FAMILIES } from "@framewise/renderer";
import { describe, expect, it } from "vitest";
import { appTheme, UI_FALLBACK_FAMILIES, UI_FONT_FAMILY } from "./brand-theme";

describe("the app's font stack", () => {
  it("falls back to the renderer's fonts for every script it draws, before the system's generic font", () => {
    expect(UI_FALLBACK_FAMILIES).toEqual(FALLBACK_FAMILIES);
    expect(UI_FONT_FAMILY.indexOf('"Noto Sans KR"')).toBeLessThan(UI_FONT_FAMILY.indexOf("sans-serif,"));
    expect(appTheme(null).fontFamily).toBe(UI_FONT_FAMILY);
    expect(appTheme({ name: "Pixel", color: "#0ea5e9", logoUrl: null }).fontFamily).toBe(UI_FONT_FAMILY);
  });
});
