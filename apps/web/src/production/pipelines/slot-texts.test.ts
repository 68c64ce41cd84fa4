import { CONTENT_VERSION, contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { changedTexts, slotTexts } from "./slot-texts";

const document = contentSchema.parse({
  version: CONTENT_VERSION,
  title: "Draft",
  aspectRatio: "9:16",
  templateId: "bold",
  scenes: [
    { id: "a", layoutId: "title", slots: { headline: { text: "Hello" }, photo: { src: "https://cdn.example/p.jpg" } }, duration: 3 },
    { id: "b", layoutId: "call-to-action", slots: { headline: { text: "Shop" }, button: { text: "Go" } }, duration: 3 },
  ],
});

describe("slot texts", () => {
  it("lists each scene's text slots by modification key, leaving pictures out", () => {
    expect(slotTexts(document).map((slot) => slot.key)).toEqual([
      "scenes.0.headline.text",
      "scenes.1.headline.text",
      "scenes.1.button.text",
    ]);
  });

  it("sends only the texts that changed", () => {
    const slots = slotTexts(document);
    expect(changedTexts(slots, { "scenes.0.headline.text": "Hello", "scenes.1.button.text": "Buy now" })).toEqual({
      "scenes.1.button.text": "Buy now",
    });
  });
});
