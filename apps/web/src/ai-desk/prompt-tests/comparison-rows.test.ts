import type { PromptTestResult } from "@framewise/contracts";
import { describe, expect, it } from "vitest";
import { comparisonRows, targetLabel } from "./comparison-rows";

const result = (prompt_id: string, target: string, status: PromptTestResult["status"]) =>
  ({ prompt_id, prompt_name: `Prompt ${prompt_id}`, prompt: "…", language: null, target, status }) as PromptTestResult;

describe("comparisonRows", () => {
  const results = [
    result("a", "m1", "passed"),
    result("a", "text-planner", "passed"),
    result("b", "m1", "failed"),
    result("b", "old", "failed"),
  ];

  it("puts each prompt on a row and each target in its column, in the run's order", () => {
    const rows = comparisonRows(results, ["text-planner", "m1", "m2"]);
    expect(rows.map((row) => row.name)).toEqual(["Prompt a", "Prompt b"]);
    expect(rows[0]!.cells.map((cell) => cell?.target)).toEqual(["text-planner", "m1", undefined]);
    expect(rows[1]!.cells.map((cell) => cell?.status)).toEqual([undefined, "failed", undefined]);
  });

  it("keeps only prompts some target failed when asked", () => {
    expect(comparisonRows(results, ["text-planner", "m1"], true).map((row) => row.promptId)).toEqual(["b"]);
  });

  it("names the baseline", () => {
    expect(targetLabel("text-planner")).toBe("Text planner (baseline)");
    expect(targetLabel("gpt-4.1")).toBe("gpt-4.1");
  });
});
