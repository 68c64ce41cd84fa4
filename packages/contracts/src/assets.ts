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

/** The stock services the media picker and the planner can search. */
export const STOCK_SOURCES = ["pexels", "pixabay", "unsplash"] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

/** Who made a stock photo or clip and where it came from, shown wherever it is, as the services' terms ask. */
export interface AssetAttribution {
  source: StockSource;
  /** The photographer's or videographer's name. */
  author: string;
  /** Their profile on the service. */
  author_url: string;
  /** The photo's or clip's own page on the service. */
  source_url: string;
}

/** A stock search result (`GET /api/v1/stock/search`): pass its source, kind and id to `POST /api/v1/stock/import`. */
export interface StockResult {
  source: StockSource;
  kind: "image" | "video";
  id: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  /** A small picture on the service's own image host, for the grid only. */
  thumbnail_url: string;
  description: string;
  attribution: AssetAttribution;
}

/** A stock service configured on the server (`GET /api/v1/stock/services`). */
export interface StockServiceInfo {
  source: StockSource;
  name: string;
  kinds: ("image" | "video")[];
}

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
  /** Credit for a stock photo or clip copied into the library; null for the user's own files. */
  attribution: AssetAttribution | null;
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
