import { describe, expect, it } from "vitest";
import { compareRuns, summarizeTargets } from "./compare-runs.ts";

const result = (promptId: string, target: string, status: "pending" | "passed" | "failed") => ({ promptId, target, status });

describe("compareRuns", () => {
  it("marks what regressed and what got fixed per prompt × target, and nothing else", () => {
    const previous = [result("a", "m1", "passed"), result("a", "m2", "failed"), result("b", "m1", "passed"), result("c", "m1", "failed")];
    const current = [
      result("a", "m1", "failed"),
      result("a", "m2", "passed"),
      result("b", "m1", "passed"),
      result("c", "m1", "pending"),
      result("d", "m1", "failed"),
      result("b", "m2", "failed"),
    ];
    expect(compareRuns(current, previous)).toEqual(["regressed", "fixed", null, null, null, null]);
  });

  it("changes nothing without a previous run", () => {
    expect(compareRuns([result("a", "m1", "failed")], [])).toEqual([null]);
  });
});

describe("summarizeTargets", () => {
  it("scores each target over its finished results, in the run's order", () => {
    const results = [
      { target: "m1", status: "passed" as const, latencyMs: 100, costUsd: 0.01 },
      { target: "m1", status: "failed" as const, latencyMs: 300, costUsd: null },
      { target: "text-planner", status: "passed" as const, latencyMs: 2, costUsd: 0 },
      { target: "text-planner", status: "pending" as const, latencyMs: null, costUsd: null },
    ];
    expect(summarizeTargets(["text-planner", "m1", "m2"], results)).toEqual([
      { target: "text-planner", passed: 1, failed: 0, score: 1, latency_ms: 2, cost_usd: 0 },
      { target: "m1", passed: 1, failed: 1, score: 0.5, latency_ms: 200, cost_usd: null },
      { target: "m2", passed: 0, failed: 0, score: null, latency_ms: null, cost_usd: null },
    ]);
  });
});
