import type { PromptExpectations } from "@framewise/contracts";
import { contentSchema, type Content } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { allPassed, runChecks } from "./run-checks.ts";

/** A German coffee ad: a title, a list, a stat and a call to action, 3 + 5 + 3 + 4 = 15 s, one photo. */
const ad: Content = contentSchema.parse({
  version: 1,
  title: "Ember & Oak",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    {
      id: "scene-1",
      layoutId: "headline-image",
      slots: { headline: { text: "Frisch geröstet" }, image: { src: "https://example.com/beans.jpg" } },
      duration: 3,
      voiceover: { text: "Unser Kaffee wird jeden Morgen frisch geröstet." },
    },
    {
      id: "scene-2",
      layoutId: "list",
      slots: { headline: { text: "Warum Ember & Oak?" }, items: { items: ["Bio-Bohnen", "Fairer Handel", "Versand am selben Tag"] } },
      duration: 5,
      voiceover: { text: "Bio-Bohnen aus fairem Handel, noch am selben Tag verschickt." },
    },
    { id: "scene-3", layoutId: "stat", slots: { value: { text: "20%" }, label: { text: "Rabatt auf das erste Abo" } }, duration: 3 },
    {
      id: "scene-4",
      layoutId: "call-to-action",
      slots: { headline: { text: "Jetzt bestellen" }, button: { text: "Zum Shop" } },
      duration: 4,
      voiceover: { text: "Bestellen Sie jetzt und sparen Sie bei Ihrer ersten Lieferung." },
    },
  ],
});

const only = (expectations: Partial<PromptExpectations>) => runChecks({ schema_valid: false, ...expectations }, ad);

describe("runChecks", () => {
  it("reports only the schema check, failed with the planner's reason, when there is no storyboard", () => {
    expect(runChecks({ schema_valid: true, scene_count: { min: 3 }, language: "de" }, undefined, "the model timed out")).toEqual([
      { check: "schema_valid", passed: false, detail: "the model timed out" },
    ]);
  });

  it("passes a valid storyboard's schema check and fails an invalid one at its path", () => {
    expect(runChecks({ schema_valid: true }, ad)).toEqual([{ check: "schema_valid", passed: true, detail: "A valid storyboard." }]);
    const broken = { ...ad, scenes: [{ ...ad.scenes[0]!, duration: 0.1 }] } as Content;
    const [check] = runChecks({ schema_valid: true }, broken);
    expect(check).toMatchObject({ check: "schema_valid", passed: false });
    expect(check!.detail).toMatch(/^\/scenes\/0\/duration: /);
  });

  it("counts scenes within an inclusive range, open at either end", () => {
    expect(only({ scene_count: { min: 3, max: 4 } })).toEqual([{ check: "scene_count", passed: true, detail: "4 scenes, expected 3–4." }]);
    expect(only({ scene_count: { min: 5 } })).toEqual([{ check: "scene_count", passed: false, detail: "4 scenes, expected at least 5." }]);
    expect(only({ scene_count: { max: 3 } })).toEqual([{ check: "scene_count", passed: false, detail: "4 scenes, expected at most 3." }]);
    expect(runChecks({ schema_valid: false, scene_count: { min: 2 } }, { ...ad, scenes: ad.scenes.slice(0, 1) })[0]!.detail).toBe(
      "1 scene, expected at least 2.",
    );
  });

  it("measures the storyboard's length in seconds", () => {
    expect(only({ duration: { min: 10, max: 15 } })).toEqual([{ check: "duration", passed: true, detail: "15 s, expected 10–15 s." }]);
    expect(only({ duration: { max: 14.9 } })).toEqual([{ check: "duration", passed: false, detail: "15 s, expected at most 14.9 s." }]);
  });

  it("names the required layouts missing and the forbidden ones used", () => {
    expect(only({ layouts_required: ["list", "quote", "stat", "split"] })).toEqual([
      { check: "layouts_required", passed: false, detail: 'Missing "quote", "split".' },
    ]);
    expect(only({ layouts_required: ["call-to-action"] })[0]!.passed).toBe(true);
    expect(only({ layouts_forbidden: ["quote", "stat"] })).toEqual([{ check: "layouts_forbidden", passed: false, detail: 'Uses "stat".' }]);
    expect(only({ layouts_forbidden: ["quote"] })[0]!.passed).toBe(true);
  });

  it("finds words in the on-screen text and the voiceover as whole words, whatever their case", () => {
    expect(only({ words_required: ["FAIRER HANDEL", "20%", "sparen", "Ember & Oak"] })[0]).toMatchObject({ passed: true });
    // "Rabatt" is on screen, "Lieferung" only said; "Bohne" is only part of a word.
    expect(only({ words_required: ["rabatt", "lieferung", "Bohne", "Gratis"] })).toEqual([
      { check: "words_required", passed: false, detail: 'Missing "Bohne", "Gratis".' },
    ]);
    expect(only({ words_forbidden: ["billig", "jetzt bestellen"] })).toEqual([
      { check: "words_forbidden", passed: false, detail: 'Says "jetzt bestellen".' },
    ]);
    expect(only({ words_forbidden: ["billig"] })[0]!.passed).toBe(true);
  });

  it("counts the pictures and clips the scenes place", () => {
    expect(only({ media_used: true })).toEqual([{ check: "media_used", passed: true, detail: "1 picture or clip placed, expected some." }]);
    expect(only({ media_used: false })).toEqual([
      { check: "media_used", passed: false, detail: "1 picture or clip placed, expected none." },
    ]);
  });

  it("reads the script's language", () => {
    expect(only({ language: "de" })).toEqual([{ check: "language", passed: true, detail: "Reads as de, expected de." }]);
    expect(only({ language: "fr" })).toEqual([{ check: "language", passed: false, detail: "Reads as de, expected fr." }]);
  });

  it("checks every expectation given, in a fixed order, and passes only when all pass", () => {
    const checks = runChecks(
      {
        schema_valid: true,
        language: "de",
        media_used: true,
        scene_count: { min: 1 },
        words_required: ["Kaffee"],
        judge_rubric: "Is it warm?",
      },
      ad,
    );
    expect(checks.map((check) => check.check)).toEqual(["schema_valid", "scene_count", "words_required", "media_used", "language"]);
    expect(allPassed(checks)).toBe(true);
    expect(allPassed([...checks, { check: "duration", passed: false, detail: "" }])).toBe(false);
  });
});
