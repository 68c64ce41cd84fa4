import { contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { containsPhrase, placedMedia, storyboardScript } from "./storyboard-script.ts";

describe("storyboardScript and placedMedia", () => {
  const document = contentSchema.parse({
    version: 1,
    title: "Not on screen",
    aspectRatio: "1:1",
    templateId: "clean",
    variables: {
      product: { type: "text", label: "Product", default: "Trail shoe" },
      photo: { type: "image", label: "Photo", default: "asset:a" },
    },
    scenes: [
      {
        id: "a",
        layoutId: "title",
        slots: { headline: { variable: "product" }, image: { variable: "photo" } },
        voiceover: { text: "Meet it." },
      },
      { id: "b", layoutId: "list", slots: { items: { items: ["Light", "Grippy"] }, clip: { src: "https://example.com/run.mp4" } } },
    ],
  });

  it("reads on-screen words (through variables) and the voiceover in scene order, not the title", () => {
    expect(storyboardScript(document)).toEqual(["Trail shoe", "Meet it.", "Light", "Grippy"]);
  });

  it("lists the sources placed in slots", () => {
    expect(placedMedia(document)).toEqual(["asset:a", "https://example.com/run.mp4"]);
  });
});

describe("containsPhrase", () => {
  it("matches whole words and phrases, ignoring case and spacing", () => {
    expect(containsPhrase("Big Summer  SALE today", "summer sale")).toBe(true);
    expect(containsPhrase("Wholesale prices", "sale")).toBe(false);
    expect(containsPhrase("Save 20% now", "20%")).toBe(true);
    expect(containsPhrase("Café crème", "CAFÉ")).toBe(true);
  });

  it("finds words anywhere in scripts written without spaces", () => {
    expect(containsPhrase("今すぐ注文してください", "注文")).toBe(true);
  });
});
