import {
  PIPELINE_ITEM_STATUSES,
  PIPELINE_RUN_STATUSES,
  PIPELINE_SOURCE_KINDS,
  PIPELINE_STATUSES,
  type PipelineInfo,
  type PipelineItemInfo,
  type PipelinePreview,
  type PipelineRunInfo,
} from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { PipelineItemRow } from "./pipeline-item-queries.ts";
import type { LastRunSummary, PipelineRow } from "./pipeline-queries.ts";
import type { PipelineRunRow } from "./pipeline-run-queries.ts";
import type { PreviewItem } from "./preview-pipeline.ts";

const counts = { found: z.number(), added: z.number(), duplicates: z.number(), drafted: z.number(), failed: z.number() };
const anyObject = z.record(z.string(), z.unknown());

export const pipelineSchema = z.strictObject({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  name: z.string(),
  status: z.enum(PIPELINE_STATUSES),
  source_kind: z.enum(PIPELINE_SOURCE_KINDS),
  source: anyObject.describe("The source's settings; an uploaded CSV's text is left out (`uploaded: true`)."),
  client_template_id: z.string(),
  mapping: anyObject,
  schedule: z.string().nullable(),
  approval: z.boolean(),
  delivery: anyObject,
  last_run: z.strictObject({ id: z.string(), status: z.string(), started_at: timestamp, ...counts }).nullable(),
  awaiting_approval: z.number().describe("Drafts waiting in the review queue."),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<PipelineInfo>;

/** An uploaded CSV can be megabytes: the views say it is there rather than carry it. */
const sourceView = (source: Record<string, unknown>) => {
  const { csv, ...rest } = source;
  return csv === undefined ? rest : { ...rest, uploaded: true };
};

export const pipelineView = (
  row: PipelineRow,
  extra: { clientName: string; lastRun: LastRunSummary | null; waiting: number },
): PipelineInfo => ({
  id: row.id,
  client_id: row.clientId,
  client_name: extra.clientName,
  name: row.name,
  status: row.status,
  source_kind: row.sourceKind,
  source: sourceView(row.source),
  client_template_id: row.clientTemplateId,
  mapping: row.mapping,
  schedule: row.schedule,
  approval: row.approval,
  delivery: row.delivery,
  last_run: extra.lastRun && { ...extra.lastRun, started_at: new Date(extra.lastRun.started_at).toISOString() },
  awaiting_approval: extra.waiting,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const pipelineRunSchema = z.strictObject({
  id: z.string(),
  status: z.enum(PIPELINE_RUN_STATUSES),
  trigger: z.string().describe("schedule, manual or inbound."),
  ...counts,
  approved: z.number(),
  rendered: z.number(),
  log: z.array(z.strictObject({ at: timestamp, level: z.enum(["info", "warn", "error"]), message: z.string() })),
  error: z.string().nullable(),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
}) satisfies z.ZodType<PipelineRunInfo>;

export const pipelineRunView = (run: PipelineRunRow, decided: { approved: number; rendered: number }): PipelineRunInfo => ({
  id: run.id,
  status: run.status,
  trigger: run.trigger,
  found: run.found,
  added: run.added,
  duplicates: run.duplicates,
  drafted: run.drafted,
  failed: run.failed,
  approved: decided.approved,
  rendered: decided.rendered,
  log: run.log,
  error: run.error,
  started_at: run.startedAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
});

export const pipelineItemSchema = z.strictObject({
  id: z.string(),
  pipeline_id: z.string(),
  pipeline_name: z.string(),
  item_key: z.string(),
  status: z.enum(PIPELINE_ITEM_STATUSES),
  fields: z.record(z.string(), z.string()),
  content_id: z.string().nullable(),
  render_id: z.string().nullable(),
  document: anyObject.nullable().describe("The draft's storyboard (`@framewise/scene`'s Content)."),
  error: z.string().nullable(),
  reason: z.string().nullable().describe("Why it was rejected."),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<PipelineItemInfo>;

export const pipelineItemView = (
  item: PipelineItemRow,
  extra: { pipelineName: string; document: Content | null },
): PipelineItemInfo<Content> => ({
  id: item.id,
  pipeline_id: item.pipelineId,
  pipeline_name: extra.pipelineName,
  item_key: item.itemKey,
  status: item.status,
  fields: item.data as Record<string, string>,
  content_id: item.contentId,
  render_id: item.renderId,
  document: extra.document,
  error: item.error,
  reason: item.reason,
  created_at: item.createdAt.toISOString(),
  updated_at: item.updatedAt.toISOString(),
});

export const pipelinePreviewSchema = z.strictObject({
  total: z.number().describe("Items the source holds now."),
  fields: z.array(z.string()).describe("Field names the items have: what a mapping can use."),
  items: z.array(
    z.strictObject({
      key: z.string(),
      fields: z.record(z.string(), z.string()),
      document: anyObject.nullable(),
      problem: z.string().nullable(),
    }),
  ),
  mapping_problems: z.record(z.string(), z.string()),
}) satisfies z.ZodType<PipelinePreview>;

export const pipelinePreviewView = (preview: {
  total: number;
  fields: string[];
  items: PreviewItem[];
  mappingProblems: Record<string, string>;
}): PipelinePreview<Content> => ({
  total: preview.total,
  fields: preview.fields,
  items: preview.items,
  mapping_problems: preview.mappingProblems,
});
