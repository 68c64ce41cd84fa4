import { expect, it } from "vitest";
import { cleanTemplate } from "../../testing/library";
import { contrastWarnings } from "./contrast-warnings";

it("rates each text pair of the palette against WCAG AA", () => {
  const warnings = contrastWarnings({ ...cleanTemplate.palette, background: "#ffffff", accent: "#767676", primary: "#949494" });
  const of = (text: string, on: string) => warnings.find((warning) => warning.text === text && warning.on === on)!;
  // White on white: nothing readable.
  expect(of("text", "background")).toMatchObject({ ratio: 1, level: "fail" });
  // #767676 on white is the lightest grey that passes 4.5:1.
  expect(of("accent", "background")).toMatchObject({ ratio: 4.5, level: "pass" });
  expect(of("primary", "background")).toMatchObject({ level: "large" });
  expect(of("text", "surface")).toMatchObject({ level: "pass" });
});
