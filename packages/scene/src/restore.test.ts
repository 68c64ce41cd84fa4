import { describe, expect, it } from "vitest";
import { validateContent } from "./index.ts";
import { LIMITS } from "./limits.ts";
import { FALLBACK_LAYOUT_ID, FALLBACK_TEMPLATE_ID, restoreContent } from "./restore.ts";
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

  it("falls back to a template the starter library has, or to the caller's own", () => {
    // The starter templates; packages/scene cannot import them, so the id is written down twice.
    expect(["bold", "editorial", "clean", "neon", "retail", "soft"]).toContain(FALLBACK_TEMPLATE_ID);
    const stored = { ...sampleContent(), templateId: "" };
    expect(restoreContent(stored).content.templateId).toBe(FALLBACK_TEMPLATE_ID);
    expect(restoreContent(stored, { fallbackTemplateId: "neon" }).content.templateId).toBe("neon");
    expect(restoreContent(sampleContent(), { fallbackTemplateId: "neon" }).content.templateId).toBe("clean");
    expect(restoreContent(null).content.templateId).toBe(FALLBACK_TEMPLATE_ID);
  });

  it("keeps slot values and variables up to their limits, naming what it drops", () => {
    const stored = sampleContent() as any;
    stored.scenes[1].duration = "long";
    stored.scenes[1].slots = Object.fromEntries(Array.from({ length: LIMITS.slots + 5 }, (_, i) => [`s${i}`, { text: `${i}` }]));
    stored.variables = Object.fromEntries(
      Array.from({ length: LIMITS.variables + 5 }, (_, i) => [`v${i}`, { type: "text", default: `${i}` }]),
    );
    stored.scenes[0].slots.headline = { variable: "productName" };
    const { content, repairs } = restoreContent(stored);
    expect(Object.keys(content.scenes[1]!.slots)).toHaveLength(LIMITS.slots);
    expect(Object.keys(content.variables)).toHaveLength(LIMITS.variables);
    expect(content.variables.v0).toEqual({ type: "text", default: "0" });
    // productName no longer fits among the variables, so its slot is emptied rather than bound to nothing.
    expect(content.scenes[0]!.slots).toEqual({});
    expect(repairs).toEqual(
      expect.arrayContaining([
        `scene 2 slots: more than ${LIMITS.slots}; removed the rest`,
        `variables: more than ${LIMITS.variables}; removed the rest`,
        'scene intro slot headline: variable "productName" was not defined and no more fit; emptied the slot',
      ]),
    );
    expect(validateContent(content).ok).toBe(true);
  });

  it("drops __proto__ and other keys validation refuses, rather than returning an invalid document", () => {
    const json = JSON.stringify(sampleContent())
      .replace('"slots":{', '"slots":{"__proto__":{"text":"x"},"constructor":{"text":"y"},')
      .replace('"variables":{', '"variables":{"__proto__":{"type":"text"},');
    const stored = JSON.parse(json) as unknown;
    const { content, repairs } = restoreContent(stored);
    expect(content.scenes[0]!.slots).toEqual({ headline: { variable: "productName" } });
    expect(Object.keys(content.variables)).toEqual(["productName"]);
    expect(repairs).toEqual(
      expect.arrayContaining([
        'scene 1 slots "__proto__": the key "__proto__" is not allowed; removed',
        'variables "__proto__": the key "__proto__" is not allowed; removed',
      ]),
    );
    expect(validateContent(content).ok).toBe(true);
  });
});
