import type { Db } from "../../platform/db/database.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";
import { allPassed, runChecks } from "./checks/run-checks.ts";
import { judgeStoryboard } from "./judge-storyboard.ts";
import { planPrompt } from "./plan-prompt.ts";
import type { ResultOutcome, ResultRow, RunRow } from "./run-queries.ts";

/**
 * One prompt × target of a run: planned, checked against the prompt's expectations, and (when
 * the run has a judge and the prompt a rubric) judged. Stops with `signal` (a cancel, or the
 * server stopping), which throws rather than leaving a half-made result.
 */
export async function testPrompt(
  deps: { db: Db; models: ModelRegistry },
  run: Pick<RunRow, "startedBy" | "judgeModelId">,
  result: ResultRow,
  signal: AbortSignal,
): Promise<ResultOutcome> {
  const by = { userId: run.startedBy, signal };
  const planned = await planPrompt(deps, result, result.target, by);
  // An aborted model call reads as a failed plan: it is not the model's failure.
  signal.throwIfAborted();
  const checks = runChecks(result.expectations, planned.document, planned.problem);
  const rubric = result.expectations.judge_rubric;
  const judge = run.judgeModelId ? deps.models.find(run.judgeModelId) : undefined;
  const judged =
    judge && rubric && planned.document
      ? {
          model: judge,
          ...(await judgeStoryboard(
            deps,
            judge,
            { prompt: result.prompt, rubric, document: planned.document },
            { ...by, runId: result.id },
          )),
        }
      : undefined;
  return {
    status: allPassed(checks) ? "passed" : "failed",
    document: planned.document ?? null,
    checks,
    judgeModelId: judged?.model.id ?? null,
    judgeScore: judged?.score ?? null,
    judgeReason: judged?.reason ?? null,
    latencyMs: planned.latencyMs,
    inputTokens: planned.inputTokens,
    outputTokens: planned.outputTokens,
    costUsd: planned.costUsd,
    error: planned.problem ?? null,
  };
}
