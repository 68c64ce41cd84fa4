import { CONTENT_SOURCES, type ContentDetail, type ContentSummary } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { renderSchema } from "../renders/render-schema.ts";
import type { content } from "../../platform/db/schema.ts";
import { renderView, type RenderViewRow } from "../renders/render-view.ts";

export type ContentRow = typeof content.$inferSelect;

/** What a list shows of a project: its columns, with the facts of its document that PostgreSQL keeps beside it. */
export type ContentSummaryRow = Omit<ContentRow, "document" | "userId" | "shared" | "allowDownload">;

// The document as read (and restored) is the truth for one project; the kept columns serve lists.
const summaryOf = (row: ContentRow): ContentSummaryRow => ({
  ...row,
  aspectRatio: row.document.aspectRatio,
  templateId: row.document.templateId,
  sceneCount: row.document.scenes.length,
});

/** A project for lists, with its newest render when it has one (undefined: not looked up). */
export function contentSummary(row: ContentSummaryRow, latest?: RenderViewRow | null): ContentSummary {
  return {
    id: row.id,
    title: row.title,
    aspect_ratio: row.aspectRatio,
    template_id: row.templateId,
    scene_count: row.sceneCount,
    version: row.version,
    source: row.source,
    planner: row.planner === "text" || row.planner === "llm" ? row.planner : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(latest === undefined ? {} : { latest_render: latest && renderView(latest) }),
  };
}

export function contentDetail(row: ContentRow): ContentDetail<Content> {
  return {
    ...contentSummary(summaryOf(row)),
    document: row.document,
    share: { shared: row.shared, allow_download: row.allowDownload, public_path: `/v1/videos/${row.id}` },
  };
}

const summaryFields = {
  id: z.string(),
  title: z.string(),
  aspect_ratio: z.string().meta({ examples: ["16:9"] }),
  template_id: z.string(),
  scene_count: z.number(),
  version: z.number().describe("Send it back with a save: a save from an older version is refused (409)."),
  source: z.enum(CONTENT_SOURCES),
  planner: z.enum(["llm", "text"]).nullable().describe("Which planner wrote the first draft."),
  created_at: timestamp,
  updated_at: timestamp,
};

/** `contentSummary` in a list: with the newest render (null: a draft). */
export const contentSummarySchema = z
  .strictObject({
    ...summaryFields,
    latest_render: renderSchema.nullable().optional().describe("The newest render, whose status is the project's (null: a draft)."),
  })
  .meta({ id: "ContentSummary" }) satisfies z.ZodType<ContentSummary>;

export const contentDetailSchema = z
  .strictObject({
    ...summaryFields,
    document: z
      .record(z.string(), z.unknown())
      .describe("The video document: `@framewise/scene`'s Content (scenes, brand, music), migrated to the current version on read."),
    share: z.strictObject({
      shared: z.boolean(),
      allow_download: z.boolean(),
      public_path: z.string().describe("The public watch page, while shared and rendered."),
    }),
  })
  .meta({ id: "ContentDetail" }) satisfies z.ZodType<ContentDetail>;
