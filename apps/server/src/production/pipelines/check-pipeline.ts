import type { PgBoss } from "pg-boss";
import { findClientTemplate, type ClientTemplateRow } from "../client-templates/client-template-queries.ts";
import { documentLayoutSlots } from "../../video-studio/content/layout-slots.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { checkMapping } from "./mapping/check-mapping.ts";
import type { MappingSettings } from "./mapping/mapping-settings.ts";
import { scheduleProblem } from "./pipeline-schedule.ts";

/** The settings that depend on more than their own shape: the client's template, the mapping against it, the schedule. */
export interface PipelineCheck {
  clientId: string;
  templateId: string;
  mapping: MappingSettings;
  schedule: string | null;
}

/**
 * Checks a pipeline's settings against the world: the template must be the client's, the mapping
 * must fit that template, the schedule must be a cron expression. Every problem answers 422
 * `invalid_pipeline` with the fields at fault; answers the template.
 */
export async function checkPipeline(deps: { db: Db; jobs: PgBoss }, check: PipelineCheck): Promise<ClientTemplateRow> {
  const template = await findClientTemplate(deps.db, check.clientId, check.templateId);
  const fields: Record<string, string> = template
    ? checkMapping(template.document, check.mapping, await documentLayoutSlots(deps.db, template.document))
    : { client_template_id: "The client has no template with this id." };
  const cron = check.schedule === null ? undefined : scheduleProblem(deps.jobs, check.schedule);
  if (cron) fields.schedule = cron;
  if (Object.keys(fields).length)
    throw new DomainError("unprocessable", "invalid_pipeline", "The pipeline's settings do not fit its template or schedule.", fields);
  return template!;
}
