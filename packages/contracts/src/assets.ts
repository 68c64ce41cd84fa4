/** The four kinds of file the asset library keeps. Logos are images with `logo: true`. */
export const ASSET_KINDS = ["image", "video", "audio", "font"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_STATUSES = ["processing", "ready", "failed"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Thumbnail sizes (longest side, pixels), WebP. Images and video posters have them. */
export const THUMBNAIL_SIZES = { small: 160, medium: 480, large: 1280 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

export const ASSET_SORTS = ["newest", "oldest", "name", "largest"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** One asset as the API answers it (`GET /api/v1/assets/{id}` and the list). */
export interface Asset {
  id: string;
  name: string;
  kind: AssetKind;
  /** Detected from the content, never taken from the client. */
  mime_type: string;
  size_bytes: number;
  status: AssetStatus;
  /** Why processing failed, for people. */
  error: string | null;
  tags: string[];
  logo: boolean;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  video_codec: string | null;
  audio_codec: string | null;
  font_family: string | null;
  created_at: string;
  updated_at: string;
  /** The original (range requests; add `?download` for an attachment). */
  file_url: string;
  /** WebP thumbnails by size, once processed (images and videos). */
  thumbnail_urls: Record<ThumbnailSize, string> | null;
}

/** Where an asset is used (`GET /api/v1/assets/{id}/usage`). */
export interface AssetUsage {
  renders: { id: string; title: string; created_at: string }[];
}

/** `GET /api/v1/assets`: a page, newest first by default; pass `next_cursor` back as `cursor`. */
export interface AssetPage {
  data: Asset[];
  next_cursor: string | null;
}

/** `GET /api/v1/assets/storage`: the caller's use of their quota. */
export interface StorageUse {
  used_bytes: number;
  quota_bytes: number;
}
