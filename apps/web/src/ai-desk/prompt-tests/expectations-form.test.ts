import { describe, expect, it } from "vitest";
import { expectationSummary, fromForm, toForm } from "./expectations-form";

describe("the expectations form", () => {
  it("round-trips every expectation", () => {
    const expectations = {
      schema_valid: true,
      scene_count: { min: 3, max: 6 },
      duration: { max: 30 },
      layouts_required: ["list"],
      layouts_forbidden: ["quote"],
      words_required: ["bread"],
      words_forbidden: ["TikTok"],
      media_used: false,
      language: "de",
      judge_rubric: "Warm.",
    };
    expect(fromForm(toForm(expectations))).toEqual(expectations);
  });

  it("leaves out what the form leaves empty", () => {
    const form = { ...toForm({ schema_valid: false }), sceneMax: 4 as const, judgeRubric: "  " };
    expect(fromForm(form)).toEqual({ schema_valid: false, scene_count: { max: 4 } });
  });

  it("sums a prompt's checks up in a few words", () => {
    expect(
      expectationSummary({ schema_valid: true, scene_count: { min: 3 }, words_forbidden: ["a", "b"], language: "fr", judge_rubric: "x" }),
    ).toBe("3–∞ scenes · 2 words · fr · judged");
    expect(expectationSummary({ schema_valid: true })).toBe("valid storyboard");
  });
});
