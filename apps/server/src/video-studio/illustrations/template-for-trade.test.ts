import { describe, expect, it } from "vitest";
import { templateForTrade } from "./template-for-trade.ts";

const STARTER = new Set(["bold", "editorial", "clean", "neon", "retail", "soft"]);

describe("templateForTrade", () => {
  it.each([
    ["Our new café on Main Street serves fresh croissants", "soft"],
    ["Neue 3-Zimmer-Wohnung mit Balkon in Berlin-Mitte", "editorial"],
    ["Une application pour gérer vos finances en ligne", "clean"],
    ["Riverside Jazz Night: live saxophone at the Old Mill", "neon"],
    ["Rebajas en toda la tienda: compra hoy", "retail"],
  ])("gives %j the look of its trade", (brief, template) => {
    expect(templateForTrade(brief, STARTER)).toBe(template);
  });

  it("leaves the choice to the library for a trade it has no look for, or a look the library does not offer", () => {
    expect(templateForTrade("A marathon for beginners", STARTER)).toBeUndefined();
    expect(templateForTrade("Zyx qwv", STARTER)).toBeUndefined();
    expect(templateForTrade("Our new café serves fresh croissants", new Set(["bold"]))).toBeUndefined();
  });
});
