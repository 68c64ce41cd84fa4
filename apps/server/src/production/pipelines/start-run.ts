import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import { PIPELINE_RUN_QUEUE, type PipelineRunJob } from "./pipeline-queue.ts";
import { insertRun, type PipelineRunRow } from "./pipeline-run-queries.ts";

export type RunTrigger = "schedule" | "manual" | "inbound";

/** Starts a run: its row (running) now, its work as a job any worker process takes. */
export async function startRun(
  deps: { db: Db; jobs: PgBoss },
  pipelineId: string,
  trigger: RunTrigger,
  beforeJob?: (run: PipelineRunRow) => Promise<void>,
): Promise<PipelineRunRow> {
  const run = await insertRun(deps.db, { id: randomUUID(), pipelineId, trigger });
  await beforeJob?.(run);
  await deps.jobs.send(PIPELINE_RUN_QUEUE, { runId: run.id } satisfies PipelineRunJob, { id: run.id });
  return run;
}
