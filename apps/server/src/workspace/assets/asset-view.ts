import { ASSET_KINDS, ASSET_STATUSES, STOCK_SOURCES, type Asset } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { asset } from "../../platform/db/schema.ts";
import { THUMBNAIL_NAMES } from "./asset-files.ts";

export type AssetRow = typeof asset.$inferSelect;

/** An asset row as the API answers it. */
export function assetView(row: AssetRow): Asset {
  const base = `/api/v1/assets/${row.id}`;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    status: row.status,
    error: row.error,
    tags: row.tags,
    logo: row.logo,
    width: row.width,
    height: row.height,
    duration_seconds: row.durationSeconds,
    video_codec: row.videoCodec,
    audio_codec: row.audioCodec,
    font_family: row.fontFamily,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    file_url: `${base}/file`,
    thumbnail_urls: row.hasThumbnails
      ? (Object.fromEntries(THUMBNAIL_NAMES.map((size) => [size, `${base}/thumbnail/${size}`])) as Asset["thumbnail_urls"])
      : null,
    attribution: row.attribution,
  };
}

const thumbnailUrls = z.strictObject({ small: z.string(), medium: z.string(), large: z.string() });
const attribution = z.strictObject({
  source: z.enum(STOCK_SOURCES),
  author: z.string(),
  author_url: z.string(),
  source_url: z.string(),
});

export const assetSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    kind: z.enum(ASSET_KINDS),
    mime_type: z.string().describe("Detected from the content, never taken from the client."),
    size_bytes: z.number(),
    status: z.enum(ASSET_STATUSES),
    error: z.string().nullable().describe("Why processing failed, for people."),
    tags: z.array(z.string()),
    logo: z.boolean(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    duration_seconds: z.number().nullable(),
    video_codec: z.string().nullable(),
    audio_codec: z.string().nullable(),
    font_family: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    file_url: z.string().describe("The original (range requests; `?download` for an attachment)."),
    thumbnail_urls: thumbnailUrls.nullable().describe("WebP thumbnails by size, once processed (images and videos)."),
    attribution: attribution
      .nullable()
      .describe("Credit for a stock photo or clip copied into the library (service, author, links); null for the user's own files."),
  })
  .meta({ id: "Asset" }) satisfies z.ZodType<Asset>;
