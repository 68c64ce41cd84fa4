import type { Asset } from "@framewise/contracts";
import type { asset } from "../db/schema.ts";
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
    thumbnail_urls: row.hasThumbnails ? (Object.fromEntries(THUMBNAIL_NAMES.map((size) => [size, `${base}/thumbnail/${size}`])) as Asset["thumbnail_urls"]) : null,
  };
}
