import { TEXT_PLANNER_TARGET } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { listLibraryDefinitions } from "../../workspace/library/library-queries.ts";
import { callCost, type ModelRegistry } from "../../platform/llm/model-registry.ts";
import { templateForMood } from "../../video-studio/planner/brief/choose-template.ts";
import { readBrief } from "../../video-studio/planner/brief/read-brief.ts";
import type { ModelCall } from "../../platform/llm/forced-tool-call.ts";
import { planWithModel } from "../../video-studio/planner/llm/plan-with-model.ts";
import type { PlanOptions } from "../../video-studio/planner/plan-document.ts";
import { libraryFor, planCallRecorder, planFromInput } from "../../video-studio/planner/planner.ts";
import type { ResultRow } from "./run-queries.ts";

export interface PlannedPrompt {
  /** Undefined when the planner gave no valid storyboard; `problem` says why. */
  document: Content | undefined;
  problem: string | undefined;
  latencyMs: number;
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
}

type PromptSnapshot = Pick<ResultRow, "id" | "prompt" | "aspectRatio" | "templateId">;

/** The aspect ratio and template a prompt is planned with, chosen as the create screen chooses them; undefined when its template is gone. */
async function planOptions(db: Db, prompt: PromptSnapshot): Promise<PlanOptions | undefined> {
  const brief = readBrief(prompt.prompt);
  const templates = await listLibraryDefinitions(db, "template");
  const templateId = prompt.templateId ?? templateForMood(templates, brief.mood) ?? templates[0]?.id;
  if (!templates.some((template) => template.id === templateId)) return undefined;
  return { aspectRatio: prompt.aspectRatio ?? brief.aspectRatio ?? "9:16", templateId: templateId! };
}

/** Sums what is known: null when no call reported it, or (for cost) when any call's is unknown. */
function usageTally() {
  let input: number | null = null;
  let output: number | null = null;
  let cost: number | null = 0;
  return {
    add(call: ModelCall, callCostUsd: number | null) {
      if (call.inputTokens !== undefined) input = (input ?? 0) + call.inputTokens;
      if (call.outputTokens !== undefined) output = (output ?? 0) + call.outputTokens;
      cost = cost === null || callCostUsd === null ? null : cost + callCostUsd;
    },
    get: () => ({ inputTokens: input, outputTokens: output, costUsd: cost }),
  };
}

/**
 * Plans one prompt with one target: the text planner, or a configured model through the
 * product's own tool call and repair rounds, with no fallback (a model's failure is the
 * result). The model's calls are recorded in `llm_call` as the prompt test's, under the
 * result's id.
 */
export async function planPrompt(
  deps: { db: Db; models: ModelRegistry },
  prompt: PromptSnapshot,
  target: string,
  by: { userId: string | null; signal: AbortSignal },
): Promise<PlannedPrompt> {
  const nothing = (problem: string, latencyMs = 0): PlannedPrompt => ({
    document: undefined,
    problem,
    latencyMs,
    inputTokens: null,
    outputTokens: null,
    costUsd: null,
  });
  const options = await planOptions(deps.db, prompt);
  if (!options) return nothing("The prompt's template is no longer in the library.");
  const input = { from: "prompt", prompt: prompt.prompt } as const;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  if (target === TEXT_PLANNER_TARGET) {
    const document = planFromInput(input, options);
    return { document, problem: undefined, latencyMs: elapsed(), inputTokens: null, outputTokens: null, costUsd: 0 };
  }
  const llm = deps.models.find(target);
  if (!llm) return nothing(`The model ${target} is no longer configured.`);
  const record = planCallRecorder(deps.db, llm, { userId: by.userId, source: "prompt-test", runId: prompt.id });
  const usage = usageTally();
  const planned = await planWithModel(deps.models.languageModel(llm), input, await libraryFor(deps.db, options), {
    timeoutMs: deps.models.timeoutMs,
    signal: by.signal,
    record: async (call) => {
      usage.add(call, callCost(llm, call));
      await record(call);
    },
  });
  const latencyMs = elapsed();
  if (!planned.ok) return { ...nothing(planned.reason, latencyMs), ...usage.get() };
  return { document: planned.document, problem: undefined, latencyMs, ...usage.get() };
}
