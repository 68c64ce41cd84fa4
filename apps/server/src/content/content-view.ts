import type { ContentDetail, ContentSummary } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import type { content } from "../db/schema.ts";
import type { RenderRow } from "../renders/queue-render.ts";
import { renderView } from "../renders/render-view.ts";

export type ContentRow = typeof content.$inferSelect;

/** A project for lists, with its newest render when it has one (undefined: not looked up). */
export function contentSummary(row: ContentRow, latest?: RenderRow | null): ContentSummary {
  return {
    id: row.id,
    title: row.title,
    aspect_ratio: row.document.aspectRatio,
    template_id: row.document.templateId,
    scene_count: row.document.scenes.length,
    version: row.version,
    source: row.source,
    planner: row.planner === "text" || row.planner === "llm" ? row.planner : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(latest === undefined ? {} : { latest_render: latest && renderView(latest) }),
  };
}

export function contentDetail(row: ContentRow): ContentDetail<Content> {
  return { ...contentSummary(row), document: row.document, share: { shared: row.shared, allow_download: row.allowDownload, public_path: `/v1/videos/${row.id}` } };
}
