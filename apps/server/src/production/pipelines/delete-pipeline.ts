import type { PgBoss } from "pg-boss";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { deletePipelineRow, type PipelineRow } from "./pipeline-queries.ts";
import { syncSchedule } from "./pipeline-schedule.ts";

/** Deletes a pipeline with its runs and items; the videos it made stay the client's. Its schedule goes first. */
export async function deletePipeline(deps: { db: Db; jobs: PgBoss }, actor: AuditActor, row: PipelineRow): Promise<void> {
  await syncSchedule(deps.jobs, { id: row.id, schedule: null });
  await asActor(deps.db, actor, (tx) => deletePipelineRow(tx, row.id));
}
