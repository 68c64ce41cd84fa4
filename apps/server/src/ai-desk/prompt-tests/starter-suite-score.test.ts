import { describe, expect, it } from "vitest";
import { planFromText } from "../../video-studio/planner/plan-from-text.ts";
import { allPassed, runChecks } from "./checks/run-checks.ts";
import { STARTER_PROMPTS } from "./starter-suite.ts";

describe("the text planner on the starter suite", () => {
  it("passes every check of at least 90 % of its prompts, with no model", () => {
    const failed = STARTER_PROMPTS.filter((prompt) => {
      const document = planFromText(prompt.prompt, { aspectRatio: prompt.aspectRatio ?? "9:16", templateId: prompt.templateId ?? "bold" });
      return !allPassed(runChecks(prompt.expectations, document));
    }).map((prompt) => prompt.name);
    expect(failed.length / STARTER_PROMPTS.length, `failed: ${failed.join(", ")}`).toBeLessThanOrEqual(0.1);
  });
});
