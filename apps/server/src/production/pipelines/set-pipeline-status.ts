import type { PipelineStatus } from "@framewise/contracts";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { updatePipelineRow, type PipelineRow } from "./pipeline-queries.ts";

/** Pauses or resumes a pipeline: paused, its schedule's ticks are skipped and pushes answer 409 `pipeline_paused`. */
export async function setPipelineStatus(db: Db, actor: AuditActor, row: PipelineRow, status: PipelineStatus): Promise<PipelineRow> {
  return asActor(db, actor, (tx) => updatePipelineRow(tx, row.id, { status }));
}
