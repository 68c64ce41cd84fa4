import type { PromptTestChange, PromptTestTargetSummary } from "@framewise/contracts";
import type { ResultRow } from "./run-queries.ts";

type Compared = Pick<ResultRow, "promptId" | "target" | "status">;

const key = (result: Pick<ResultRow, "promptId" | "target">) => `${result.promptId}\n${result.target}`;

/**
 * What each result changed since the same prompt × target in the previous run: "regressed" when
 * it passed there and fails here, "fixed" the other way round, null when it is the same, new, or
 * not finished in either.
 */
export function compareRuns(current: readonly Compared[], previous: readonly Compared[]): PromptTestChange[] {
  const before = new Map(previous.map((result) => [key(result), result.status]));
  return current.map((result) => {
    const was = before.get(key(result));
    if (was === "passed" && result.status === "failed") return "regressed";
    if (was === "failed" && result.status === "passed") return "fixed";
    return null;
  });
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/** Each target's figures over its finished results, in the run's target order: passed, failed, score, mean latency and total cost. */
export function summarizeTargets(
  targets: readonly string[],
  results: readonly Pick<ResultRow, "target" | "status" | "latencyMs" | "costUsd">[],
): PromptTestTargetSummary[] {
  return targets.map((target) => {
    const finished = results.filter((result) => result.target === target && result.status !== "pending");
    const passed = finished.filter((result) => result.status === "passed").length;
    const costs = finished.map((result) => result.costUsd);
    return {
      target,
      passed,
      failed: finished.length - passed,
      score: finished.length ? passed / finished.length : null,
      latency_ms: mean(finished.flatMap((result) => (result.latencyMs === null ? [] : [result.latencyMs]))),
      cost_usd: finished.length && costs.every((cost) => cost !== null) ? costs.reduce((sum, cost) => sum + cost, 0) : null,
    };
  });
}
