import type { PipelineDeps } from "./pipeline-deps.ts";
import { findPipelineContext } from "./pipeline-queries.ts";
import { startRun } from "./start-run.ts";

/**
 * A schedule's tick: starts a run of the pipeline, unless it is paused or its client suspended
 * (the tick is skipped, and logged). A pipeline deleted since has nothing to run.
 */
export async function runScheduled(deps: PipelineDeps, pipelineId: string): Promise<void> {
  const pipeline = await findPipelineContext(deps.db, pipelineId);
  if (!pipeline) return;
  if (pipeline.status === "paused" || pipeline.client.status === "suspended") {
    deps.log.info({ pipelineId }, "a scheduled pipeline run was skipped: the pipeline is paused or its client suspended");
    return;
  }
  await startRun(deps, pipelineId, "schedule");
}
