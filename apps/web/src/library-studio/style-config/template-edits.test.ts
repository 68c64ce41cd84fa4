import { templateSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { cleanTemplate } from "../../testing/library";
import { moveLayout, setAnimations, setFont, toggleLayout } from "./template-edits";

const styled = templateSchema.parse({
  ...cleanTemplate,
  fonts: { heading: { family: "Montserrat", weight: 800 }, body: { family: "Inter", weight: 400 } },
  textStyles: {
    headline: { fontFamily: "Montserrat", fontWeight: 800 },
    kicker: { fontFamily: "Inter", fontWeight: 700 },
    body: { fontFamily: "Inter", fontWeight: 400 },
  },
});

describe("template edits", () => {
  it("carries a new heading font into the styles that wore the old one, and a body font into the rest", () => {
    const heading = setFont(styled, "heading", { family: "Bebas Neue", weight: 400 });
    expect(heading.textStyles.headline).toMatchObject({ fontFamily: "Bebas Neue", fontWeight: 400 });
    expect(heading.textStyles.kicker!.fontFamily).toBe("Inter");
    const body = setFont(styled, "body", { family: "Space Grotesk", weight: 700 });
    expect(body.textStyles.kicker).toMatchObject({ fontFamily: "Space Grotesk", fontWeight: 700 });
    expect(body.textStyles.body).toMatchObject({ fontFamily: "Space Grotesk", fontWeight: 400 });
    expect(body.textStyles.headline!.fontFamily).toBe("Montserrat");
    expect(templateSchema.safeParse(body).success).toBe(true);
  });

  it("offers, stops offering and reorders layouts", () => {
    const three = toggleLayout(toggleLayout(cleanTemplate, "list", true), "quote", true);
    expect(three.layouts).toEqual(["title", "list", "quote"]);
    expect(moveLayout(three, 2, 0).layouts).toEqual(["quote", "title", "list"]);
    expect(moveLayout(three, 0, -1)).toBe(three);
    expect(toggleLayout(three, "title", false).layouts).toEqual(["list", "quote"]);
  });

  it("drops a slot kind's entry when its last preset goes", () => {
    const fade = [{ preset: "fade", phase: "in", duration: 0.5, delay: 0, direction: "up", easing: "ease-out-cubic" }] as const;
    const withFade = setAnimations(cleanTemplate, "headline", [...fade]);
    expect(withFade.animations.headline).toHaveLength(1);
    expect("headline" in setAnimations(withFade, "headline", []).animations).toBe(false);
  });
});
