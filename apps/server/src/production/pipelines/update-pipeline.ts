import type { PgBoss } from "pg-boss";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { AddressRules } from "../../platform/net/check-public-url.ts";
import { checkPipeline } from "./check-pipeline.ts";
import type { MappingSettings } from "./mapping/mapping-settings.ts";
import { updatePipelineRow, type PipelineRow } from "./pipeline-queries.ts";
import { syncSchedule } from "./pipeline-schedule.ts";
import type { PipelineChangesBody } from "./pipeline-settings.ts";

/**
 * Changes a pipeline's settings: the result is checked whole (a new template with the old
 * mapping must still fit), saved under `actor`, and the schedule brought up to date in pg-boss.
 */
export async function updatePipeline(
  deps: { db: Db; jobs: PgBoss } & AddressRules,
  actor: AuditActor,
  row: PipelineRow,
  body: PipelineChangesBody,
): Promise<PipelineRow> {
  const templateId = body.client_template_id ?? row.clientTemplateId;
  const mapping = body.mapping ?? (row.mapping as MappingSettings);
  const schedule = body.schedule === undefined ? row.schedule : body.schedule;
  // A source is checked when it changes; the one kept was checked when it was saved.
  await checkPipeline(deps, { clientId: row.clientId, templateId, mapping, schedule, source: body.source });
  const source = body.source && (({ kind, ...settings }) => ({ sourceKind: kind, source: settings }))(body.source);
  const updated = await asActor(deps.db, actor, (tx) =>
    updatePipelineRow(tx, row.id, {
      ...source,
      name: body.name,
      clientTemplateId: templateId,
      mapping,
      schedule,
      approval: body.approval,
      delivery: body.delivery,
    }),
  );
  await syncSchedule(deps.jobs, updated);
  return updated;
}
