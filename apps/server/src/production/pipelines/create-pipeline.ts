import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { AddressRules } from "../../platform/net/check-public-url.ts";
import { checkPipeline } from "./check-pipeline.ts";
import { insertPipeline, type PipelineRow } from "./pipeline-queries.ts";
import { syncSchedule } from "./pipeline-schedule.ts";
import type { PipelineBody } from "./pipeline-settings.ts";

/**
 * Creates a pipeline for a client (the caller found the client): checked against the client's
 * template, pg-boss's cron parser and the address check, saved under `actor`, and its schedule put in pg-boss.
 */
export async function createPipeline(
  deps: { db: Db; jobs: PgBoss } & AddressRules,
  actor: AuditActor,
  body: PipelineBody,
): Promise<PipelineRow> {
  await checkPipeline(deps, {
    clientId: body.client_id,
    templateId: body.client_template_id,
    mapping: body.mapping,
    schedule: body.schedule,
    source: body.source,
  });
  const { kind, ...source } = body.source;
  const row = await asActor(deps.db, actor, (tx) =>
    insertPipeline(tx, {
      id: randomUUID(),
      clientId: body.client_id,
      name: body.name,
      sourceKind: kind,
      source,
      clientTemplateId: body.client_template_id,
      mapping: body.mapping,
      schedule: body.schedule,
      approval: body.approval,
      delivery: body.delivery,
    }),
  );
  await syncSchedule(deps.jobs, row);
  return row;
}
