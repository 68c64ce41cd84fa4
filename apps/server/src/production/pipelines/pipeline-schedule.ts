import type { PgBoss } from "pg-boss";
import { PIPELINE_SCHEDULE_QUEUE, type PipelineScheduleJob } from "./pipeline-queue.ts";

/** Why a cron expression cannot be a schedule (pg-boss's own parser decides), or undefined. */
export function scheduleProblem(jobs: PgBoss, cron: string): string | undefined {
  try {
    jobs.previewSchedule(cron, { count: 1, from: new Date() });
    return undefined;
  } catch (error) {
    return `This is not a cron expression pg-boss can run: ${(error as Error).message}`;
  }
}

/** Puts the pipeline's schedule in pg-boss (one per pipeline, keyed by its id), or removes it. */
export async function syncSchedule(jobs: PgBoss, pipeline: { id: string; schedule: string | null }): Promise<void> {
  if (pipeline.schedule)
    await jobs.schedule(PIPELINE_SCHEDULE_QUEUE, pipeline.schedule, { pipelineId: pipeline.id } satisfies PipelineScheduleJob, {
      key: pipeline.id,
      tz: "UTC",
    });
  else await jobs.unschedule(PIPELINE_SCHEDULE_QUEUE, pipeline.id);
}
