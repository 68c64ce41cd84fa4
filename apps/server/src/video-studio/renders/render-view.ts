import type { RenderSummary } from "@framewise/contracts";
import type { NumberedRenderRow } from "./render-queries.ts";

/** The columns the API shows of a render (lists read only these, and its `renderNumber`). */
export const RENDER_VIEW_COLUMNS = [
  "id",
  "status",
  "progress",
  "framesPerSecond",
  "secondsLeft",
  "error",
  "durationSeconds",
  "width",
  "height",
  "bytes",
  "contentId",
  "contentVersion",
  "createdAt",
] as const;
export type RenderViewRow = Pick<NumberedRenderRow, (typeof RENDER_VIEW_COLUMNS)[number] | "number">;

/** A render as the API answers it. */
export const renderView = (row: RenderViewRow): RenderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  progress: row.progress,
  frames_per_second: row.framesPerSecond,
  seconds_left: row.secondsLeft,
  error: row.error,
  duration_seconds: row.durationSeconds,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  content_id: row.contentId,
  content_version: row.contentVersion,
  created_at: row.createdAt.toISOString(),
  video_url: row.status === "done" ? `/api/v1/renders/${row.id}/video` : null,
  poster_url: row.status === "done" ? `/api/v1/renders/${row.id}/poster` : null,
});
