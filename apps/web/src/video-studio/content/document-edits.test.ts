import { contentSchema, type Content, type Layout, type Slot } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { listNumbered, setListNumbered, setSceneDuration, setSlotText, setTitle, slotText, textSlots } from "./document-edits";

const content: Content = contentSchema.parse({
  version: 1,
  title: "Launch",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    { id: "scene-1", layoutId: "title", slots: { headline: { text: "Hello" } }, duration: 3 },
    { id: "scene-2", layoutId: "list", slots: { items: { items: ["One", "Two"] } }, duration: 4 },
  ],
});
const headline: Slot = { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 80 };
const items: Slot = { name: "items", kind: "list", label: "Points", required: true };

describe("document edits", () => {
  it("reads text and list slots as their fields show them", () => {
    expect(slotText(content.scenes[0]!, headline)).toBe("Hello");
    expect(slotText(content.scenes[1]!, items)).toBe("One\nTwo");
    expect(slotText(content.scenes[0]!, items)).toBe("");
  });

  it("sets a text slot in one scene only, leaving the original untouched", () => {
    const edited = setSlotText(content, "scene-1", headline, "Hi there");
    expect(edited.scenes[0]!.slots.headline).toEqual({ text: "Hi there" });
    expect(edited.scenes[1]).toBe(content.scenes[1]);
    expect(content.scenes[0]!.slots.headline).toEqual({ text: "Hello" });
  });

  it("sets a list one item per line, keeping a line just started", () => {
    const edited = setSlotText(content, "scene-2", items, "One\nTwo\n");
    expect(edited.scenes[1]!.slots.items).toEqual({ items: ["One", "Two", ""] });
    expect(contentSchema.safeParse(edited).success).toBe(true);
  });

  it("numbers a list and gives it bullets again; its items' edits keep the numbering and where it starts", () => {
    const numbered = setListNumbered(content, "scene-2", items, true);
    expect(numbered.scenes[1]!.slots.items).toEqual({ items: ["One", "Two"], numbered: true });
    expect(listNumbered(numbered.scenes[1]!, items)).toBe(true);
    const continued = {
      ...numbered,
      scenes: [numbered.scenes[0]!, { ...numbered.scenes[1]!, slots: { items: { items: ["Six"], numbered: true, first: 6 } } }],
    };
    expect(setSlotText(continued, "scene-2", items, "Six\nSeven").scenes[1]!.slots.items).toEqual({
      items: ["Six", "Seven"],
      numbered: true,
      first: 6,
    });
    expect(setListNumbered(numbered, "scene-2", items, false).scenes[1]!.slots.items).toEqual({ items: ["One", "Two"] });
    expect(contentSchema.safeParse(continued).success).toBe(true);
  });

  it("sets a scene's duration and the title", () => {
    expect(setSceneDuration(content, "scene-2", 6.5).scenes[1]!.duration).toBe(6.5);
    expect(setTitle(content, "Relaunch").title).toBe("Relaunch");
  });

  it("offers only the text slots of a layout", () => {
    const layout = { slots: [headline, { name: "logo", kind: "logo", label: "Logo", required: false }, items] } as Layout;
    expect(textSlots(layout).map((slot) => slot.name)).toEqual(["headline", "items"]);
  });
});
