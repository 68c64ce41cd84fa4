import { describe, expect, it } from "vitest";
import { countedText } from "./count-up.ts";

describe("countedText", () => {
  it.each([
    ["2,000 guests", 0.5, "1,000 guests"],
    ["4.9", 0.5, "2.5"],
    ["0.5%", 0.5, "0.3%"],
    ["0,5 %", 0.2, "0,1 %"],
    ["95 m²", 0.5, "48 m²"],
    ["89 €", 0, "0 €"],
    ["$1,234.50", 0.5, "$617.25"],
    ["1.000.000 Kunden", 0.25, "250.000 Kunden"],
    ["1.234,56 €", 1 / 2, "617,28 €"],
    ["10 000 visiteurs", 0.5, "5 000 visiteurs"],
    ["3×", 0.5, "2×"],
    ["Top 10 in 2024", 0.5, "Top 5 in 2024"],
  ])("counts %s up (%s of the way) as it is written", (text, progress, counted) => {
    expect(countedText(text, progress)).toBe(counted);
  });

  it("shows the number as written once counted, and text without a number as it is", () => {
    expect(countedText("2,000 guests", 1)).toBe("2,000 guests");
    expect(countedText("Open daily", 0.3)).toBe("Open daily");
  });
});
