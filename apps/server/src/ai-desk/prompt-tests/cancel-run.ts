import { DomainError } from "../../kernel/errors.ts";
import { requireRun } from "./find-run-detail.ts";
import { PROMPT_TEST_QUEUE, type PromptTestDeps, type PromptTestWorker } from "./prompt-test-deps.ts";
import { publishRun } from "./prompt-test-events.ts";
import { finishRun, type RunListing } from "./run-queries.ts";

/**
 * Cancels a queued or running run: the row decides first (one that finishes at the same moment
 * is never marked canceled), then its job (a queued one never starts), then the model call
 * running here is aborted. A worker in another process stops before its next result. What was
 * finished stays.
 */
export async function cancelRun(deps: PromptTestDeps & { worker: PromptTestWorker }, id: string): Promise<RunListing> {
  await requireRun(deps.db, id);
  const canceled = await finishRun(deps.db, id, "canceled");
  if (!canceled) throw new DomainError("conflict", "already_finished", "This run has already finished.");
  await deps.jobs.cancel(PROMPT_TEST_QUEUE, id).catch(() => undefined);
  deps.worker.cancel(id);
  await publishRun(deps.events, canceled);
  return requireRun(deps.db, id);
}
