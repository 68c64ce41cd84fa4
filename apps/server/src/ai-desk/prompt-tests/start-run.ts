import { PROMPT_TEST_LIMITS, TEXT_PLANNER_TARGET } from "@framewise/contracts";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { DomainError } from "../../kernel/errors.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { requireRun } from "./find-run-detail.ts";
import { PROMPT_TEST_QUEUE, type PromptTestDeps, type PromptTestWorker } from "./prompt-test-deps.ts";
import { publishRun } from "./prompt-test-events.ts";
import { finishRun, insertRun, type NewResult, type RunListing } from "./run-queries.ts";
import { requireSuite } from "./save-suite.ts";

const modelId = z.string().min(1).max(64);

export const startRunBody = z.strictObject({
  suite_id: uuid,
  targets: z
    .array(modelId)
    .min(1, "Choose at least one model or the text planner.")
    .max(PROMPT_TEST_LIMITS.targets)
    .refine((targets) => new Set(targets).size === targets.length, "Choose each target once.")
    .describe(`Model ids from the registry, and \`${TEXT_PLANNER_TARGET}\` for the deterministic planner; run in this order.`),
  judge_model_id: modelId.nullable().optional().describe("Scores the storyboards of prompts with a rubric (1–5)."),
});
export type StartRunBody = z.infer<typeof startRunBody>;

/** Every configured target and judge named, or a 400 naming those that are not. */
function requireTargets(deps: PromptTestDeps, body: StartRunBody) {
  const fields: Record<string, string> = {};
  body.targets.forEach((target, index) => {
    if (target !== TEXT_PLANNER_TARGET && !deps.models.find(target)) fields[`targets.${index}`] = "No configured model has this id.";
  });
  if (body.judge_model_id && !deps.models.find(body.judge_model_id)) fields.judge_model_id = "No configured model has this id.";
  if (Object.keys(fields).length) throw new DomainError("invalid", "invalid_request", "Some targets are not configured.", fields);
}

/**
 * Starts a run of a suite: a pending result per prompt × target (the prompt copied as it is now,
 * so later edits do not change what the run tested), and its job on the queue.
 */
export async function startRun(
  deps: PromptTestDeps & { worker: PromptTestWorker },
  viewer: Viewer,
  body: StartRunBody,
): Promise<RunListing> {
  const suite = await requireSuite(deps.db, body.suite_id);
  requireTargets(deps, body);
  if (!suite.prompts.length)
    throw new DomainError("invalid", "invalid_request", "The suite has no prompts to run.", {
      suite_id: "Add a prompt to the suite first.",
    });
  const id = randomUUID();
  const results: NewResult[] = suite.prompts.flatMap((prompt, position) =>
    body.targets.map((target, index) => ({
      id: randomUUID(),
      seq: position * body.targets.length + index,
      promptId: prompt.id,
      promptName: prompt.name,
      prompt: prompt.prompt,
      aspectRatio: prompt.aspectRatio,
      templateId: prompt.templateId,
      expectations: prompt.expectations,
      target,
    })),
  );
  await insertRun(
    deps.db,
    {
      id,
      suiteId: suite.id,
      targets: body.targets,
      judgeModelId: body.judge_model_id ?? null,
      total: results.length,
      startedBy: viewer.id,
    },
    results,
  );
  try {
    await deps.jobs.send(PROMPT_TEST_QUEUE, { runId: id }, { id });
    deps.worker.wake();
  } catch (error) {
    const failed = await finishRun(deps.db, id, "failed", "The run could not be queued. Try again.");
    if (failed) await publishRun(deps.events, failed);
    throw error;
  }
  return requireRun(deps.db, id);
}
