import { API_RENDER_STATUSES, type ApiDryRun, type ApiRender } from "@framewise/contracts";
import { ASPECT_RATIOS, type Timeline } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { renderSize } from "../../platform/render-engine/render-plan.ts";
import type { RenderRow } from "../../video-studio/renders/render-queries.ts";
import type { RenderDocument } from "../../video-studio/renders/render-request.ts";

export const apiRenderSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(API_RENDER_STATUSES),
    progress: z.number().describe("0 to 1."),
    error: z.string().nullable().describe("Why it failed."),
    duration_seconds: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    bytes: z.number().nullable().describe("The MP4's size, once done."),
    video_url: z
      .string()
      .nullable()
      .describe("Once done: a signed link to the MP4 that works for API_MEDIA_LINK_SECONDS (presigned on S3)."),
    poster_url: z.string().nullable().describe("Once done: a signed link to the poster (JPEG)."),
    metadata: z.record(z.string(), z.unknown()).nullable().describe("What was sent with the render, as it was sent."),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({
    id: "ApiRender",
    examples: [
      {
        id: "3f1e2d4c-8b7a-4f6e-9d5c-1a2b3c4d5e6f",
        status: "done",
        progress: 1,
        error: null,
        duration_seconds: 12,
        width: 1080,
        height: 1920,
        bytes: 2_481_337,
        video_url:
          "https://videos.example.com/api/v1/client/media/3f1e2d4c-8b7a-4f6e-9d5c-1a2b3c4d5e6f/video?expires=1767225600&signature=…",
        poster_url:
          "https://videos.example.com/api/v1/client/media/3f1e2d4c-8b7a-4f6e-9d5c-1a2b3c4d5e6f/poster?expires=1767225600&signature=…",
        metadata: { order: "A-1042" },
        created_at: "2026-01-01T10:00:00.000Z",
        updated_at: "2026-01-01T10:00:41.000Z",
      },
    ],
  }) satisfies z.ZodType<ApiRender>;

export const apiDryRunSchema = z
  .strictObject({
    dry_run: z.literal(true),
    template_id: z.string().describe("The library template it is drawn with."),
    aspect_ratio: z.enum(ASPECT_RATIOS),
    scenes: z.number(),
    duration_seconds: z.number().describe("Scenes that follow a voiceover or clip count at their shortest."),
    fps: z.number(),
    frames: z.number(),
    width: z.number(),
    height: z.number(),
  })
  .meta({
    id: "ApiDryRun",
    examples: [
      {
        dry_run: true,
        template_id: "bold",
        aspect_ratio: "9:16",
        scenes: 3,
        duration_seconds: 12,
        fps: 30,
        frames: 360,
        width: 1080,
        height: 1920,
      },
    ],
  }) satisfies z.ZodType<ApiDryRun>;

/** The render a dry run describes. */
export function dryRunView(document: RenderDocument, line: Timeline, scale: number): ApiDryRun {
  const { content } = document;
  const size = renderSize(content, scale);
  return {
    dry_run: true,
    template_id: content.templateId,
    aspect_ratio: content.aspectRatio,
    scenes: content.scenes.length,
    duration_seconds: line.duration,
    fps: line.fps,
    frames: line.frames,
    width: size.width,
    height: size.height,
  };
}

/** A render as the public API answers it, with the media links made for it (done renders only). */
export const apiRenderView = (row: RenderRow, links: { video: string; poster: string } | undefined): ApiRender => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  error: row.error,
  duration_seconds: row.durationSeconds,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  video_url: links?.video ?? null,
  poster_url: links?.poster ?? null,
  metadata: row.metadata ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
