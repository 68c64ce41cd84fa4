import type { RenderSummary } from "@framewise/contracts";
import type { RenderRow } from "./queue-render.ts";

/** A render as the API answers it. */
export const renderView = (row: RenderRow): RenderSummary => ({
  id: row.id,
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
