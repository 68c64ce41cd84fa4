import type { PgBoss } from "pg-boss";
import { findClientTemplate, type ClientTemplateRow } from "../client-templates/client-template-queries.ts";
import { documentLayoutSlots } from "../../video-studio/content/layout-slots.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { checkPublicUrl, type AddressRules } from "../../platform/net/check-public-url.ts";
import { checkMapping } from "./mapping/check-mapping.ts";
import type { MappingSettings } from "./mapping/mapping-settings.ts";
import { scheduleProblem } from "./pipeline-schedule.ts";
import type { SourceSettings } from "./sources/source-settings.ts";

/** The settings that depend on more than their own shape: the client's template, the mapping against it, the schedule, the feed's address. */
export interface PipelineCheck {
  clientId: string;
  templateId: string;
  mapping: MappingSettings;
  schedule: string | null;
  /** Absent when an update keeps the saved one. */
  source?: SourceSettings;
}

const FEED_URL = { field: "source.url", noun: "Feed addresses", purpose: "feeds are read from" };

/** Why the feed's address may not be read (a private or local network, credentials), or undefined. */
async function feedUrlProblem(source: SourceSettings | undefined, rules: AddressRules): Promise<string | undefined> {
  if (!source || !("url" in source) || !source.url) return undefined;
  return checkPublicUrl(source.url, FEED_URL, rules).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof DomainError && error.fields) return error.fields[FEED_URL.field];
      throw error;
    },
  );
}

/**
 * Checks a pipeline's settings against the world: the template must be the client's, the mapping
 * must fit that template, the schedule must be a cron expression, the feed must be on a public
 * address (the fetcher checks again at each run). Every problem answers 422 `invalid_pipeline`
 * with the fields at fault; answers the template.
 */
export async function checkPipeline(deps: { db: Db; jobs: PgBoss } & AddressRules, check: PipelineCheck): Promise<ClientTemplateRow> {
  const template = await findClientTemplate(deps.db, check.clientId, check.templateId);
  const fields: Record<string, string> = template
    ? checkMapping(template.document, check.mapping, await documentLayoutSlots(deps.db, template.document))
    : { client_template_id: "The client has no template with this id." };
  const cron = check.schedule === null ? undefined : scheduleProblem(deps.jobs, check.schedule);
  if (cron) fields.schedule = cron;
  const feed = await feedUrlProblem(check.source, deps);
  if (feed) fields[FEED_URL.field] = feed;
  if (Object.keys(fields).length)
    throw new DomainError(
      "unprocessable",
      "invalid_pipeline",
      "The pipeline's settings do not fit its template, schedule or feed.",
      fields,
    );
  return template!;
}
