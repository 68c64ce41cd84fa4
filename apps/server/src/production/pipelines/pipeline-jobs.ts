import type { PgBoss } from "pg-boss";
import { finishItem } from "./finish-item.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import {
  PIPELINE_RENDER_END_QUEUE,
  PIPELINE_RUN_QUEUE,
  PIPELINE_SCHEDULE_QUEUE,
  PIPELINE_STALLED_QUEUE,
  PIPELINE_STALLED_SCHEDULE,
  type PipelineRenderEndJob,
  type PipelineRunJob,
  type PipelineScheduleJob,
} from "./pipeline-queue.ts";
import { finishRun } from "./pipeline-run-queries.ts";
import { recoverStalledItems } from "./recover-stalled-items.ts";
import { runPipeline } from "./run-pipeline.ts";
import { runScheduled } from "./run-scheduled.ts";

const RETRIES = { retryLimit: 2, retryDelay: 10, retryBackoff: true } as const;

/** The queues, made before the render worker starts, so a render's end can always be sent. */
export async function createPipelineQueues(jobs: PgBoss): Promise<void> {
  await jobs.createQueue(PIPELINE_RUN_QUEUE, { ...RETRIES, heartbeatSeconds: 60 });
  await jobs.createQueue(PIPELINE_SCHEDULE_QUEUE);
  await jobs.createQueue(PIPELINE_RENDER_END_QUEUE, RETRIES);
}

/** The render queue's end hook: a finished render is looked at by a job (a pipeline item's is delivered or failed). */
export async function pipelineRenderFinished(jobs: PgBoss, renderId: string): Promise<void> {
  await jobs.send(PIPELINE_RENDER_END_QUEUE, { renderId } satisfies PipelineRenderEndJob, { singletonKey: renderId });
}

/**
 * The pipelines' workers: runs (retried after a stop: a run resumes where it was), schedule ticks,
 * the ends of items' renders and the recovery of items a stopped process left without their render. In an API-only process (`work` false) they are only made ready for sending.
 */
export async function startPipelineJobs(deps: PipelineDeps & { work: boolean }): Promise<void> {
  const { jobs } = deps;
  await createPipelineQueues(jobs);
  if (!deps.work) return;
  await jobs.work(PIPELINE_RUN_QUEUE, { includeMetadata: true, localConcurrency: 2 }, async ([job]) => {
    if (!job) return;
    const { runId } = job.data as PipelineRunJob;
    try {
      await runPipeline(deps, runId);
    } catch (error) {
      deps.log.error({ err: error, runId, retryCount: job.retryCount }, "a pipeline run failed");
      // The last try: the run says why it stopped rather than stay "running".
      if (job.retryCount >= job.retryLimit) await finishRun(deps.db, runId, "failed", (error as Error).message);
      throw error;
    }
  });
  await jobs.work<PipelineScheduleJob>(PIPELINE_SCHEDULE_QUEUE, async ([job]) => {
    if (job) await runScheduled(deps, job.data.pipelineId);
  });
  await jobs.work<PipelineRenderEndJob>(PIPELINE_RENDER_END_QUEUE, { localConcurrency: 4 }, async ([job]) => {
    if (job) await finishItem(deps, job.data.renderId);
  });
  await jobs.createQueue(PIPELINE_STALLED_QUEUE);
  await jobs.schedule(PIPELINE_STALLED_QUEUE, PIPELINE_STALLED_SCHEDULE);
  await jobs.work(PIPELINE_STALLED_QUEUE, async () => {
    await recoverStalledItems(deps);
  });
}
