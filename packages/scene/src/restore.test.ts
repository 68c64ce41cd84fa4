import { describe, expect, it } from "vitest";
import { validateContent } from "./index.ts";
import { FALLBACK_LAYOUT_ID, restoreContent } from "./restore.ts";
import { sampleContent } from "./test-fixtures.ts";

describe("tolerant restore of stored content", () => {
  it("keeps a valid document as strict validation reads it, with no repairs", () => {
    const strict = validateContent(sampleContent());
    expect(restoreContent(sampleContent())).toEqual({ content: strict.ok && strict.value, repairs: [] });
  });

  it("keeps the valid parts and names each repair", () => {
    const stored = sampleContent() as any;
    stored.title = 42;
    stored.aspectRatio = "3:2";
    stored.scenes[1].duration = "long";
    stored.scenes.push("not a scene");
    stored.scenes[0].slots.headline = { variable: "gone" };
    delete stored.variables;
    const { content, repairs } = restoreContent(stored);
    expect(content.title).toBe("Untitled video");
    expect(content.aspectRatio).toBe("9:16");
    expect(content.scenes.map((s) => s.id)).toEqual(["intro", "feature"]);
    expect(content.scenes[1]!.duration).toBe(5);
    expect(content.scenes[1]!.voiceover?.text).toBe("It weighs less than an apple.");
    expect(content.variables.gone).toEqual({ type: "text", default: "" });
    expect(repairs).toHaveLength(5);
    expect(validateContent(content).ok).toBe(true);
  });

  it("renames duplicate scene ids rather than losing a scene", () => {
    const stored = sampleContent() as any;
    stored.scenes[1].id = "intro";
    const { content } = restoreContent(stored);
    expect(content.scenes.map((s) => s.id)).toEqual(["intro", "intro-copy"]);
  });

  it("turns anything else into a blank, valid document", () => {
    for (const stored of [null, 7, "text", [], { scenes: "none" }, { version: 99 }]) {
      const { content, repairs } = restoreContent(stored);
      expect(content.scenes).toEqual([{ id: "scene-1", layoutId: FALLBACK_LAYOUT_ID, slots: {}, duration: 5 }]);
      expect(repairs.length).toBeGreaterThan(0);
      expect(validateContent(content).ok).toBe(true);
    }
  });
});
