/**
 * Feed pipelines (issue 22) on the wire: pipelines, their runs and items, and the wizard's
 * preview, as the staff screens and the client members' review queue read them.
 */
import type { PipelineItemStatus, PipelineRunStatus, PipelineSourceKind, PipelineStatus } from "./production.ts";

export interface PipelineRunCounts {
  found: number;
  /** New items (not seen in an earlier run): the database's `added`. */
  added: number;
  duplicates: number;
  drafted: number;
  failed: number;
}

export interface PipelineRunSummary extends PipelineRunCounts {
  id: string;
  status: string;
  started_at: string;
}

export interface PipelineInfo {
  id: string;
  client_id: string;
  client_name: string;
  name: string;
  status: PipelineStatus;
  source_kind: PipelineSourceKind;
  /** The source's settings; an uploaded CSV's text is left out (`uploaded: true`). */
  source: Record<string, unknown>;
  client_template_id: string;
  mapping: Record<string, unknown>;
  schedule: string | null;
  approval: boolean;
  delivery: Record<string, unknown>;
  last_run: PipelineRunSummary | null;
  awaiting_approval: number;
  created_at: string;
  updated_at: string;
}

export interface PipelineRunLogLine {
  at: string;
  level: "info" | "warn" | "error";
  message: string;
}

export interface PipelineRunInfo extends PipelineRunCounts {
  id: string;
  status: PipelineRunStatus;
  trigger: string;
  approved: number;
  rendered: number;
  log: PipelineRunLogLine[];
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface PipelineItemInfo<Document = unknown> {
  id: string;
  pipeline_id: string;
  pipeline_name: string;
  item_key: string;
  status: PipelineItemStatus;
  fields: Record<string, string>;
  content_id: string | null;
  render_id: string | null;
  /** The draft's storyboard, for thumbnails and editing its texts. */
  document: Document | null;
  error: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface PipelinePreviewItem<Document = unknown> {
  key: string;
  fields: Record<string, string>;
  document: Document | null;
  problem: string | null;
}

export interface PipelinePreview<Document = unknown> {
  total: number;
  fields: string[];
  items: PipelinePreviewItem<Document>[];
  mapping_problems: Record<string, string>;
}
