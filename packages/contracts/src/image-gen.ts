import type { ThumbnailSize } from "./assets.ts";

/** The image studio's shapes on the wire (`/api/v1/image-gen/…`), shared by the server's schemas and the web app. */

export const IMAGE_ASPECT_RATIOS = ["1:1", "9:16", "16:9", "4:5", "3:2", "2:3"] as const;
export type ImageAspectRatio = (typeof IMAGE_ASPECT_RATIOS)[number];

/** What a generation asked the provider for; `edit` covers instruction edits, inpainting, crop and extend. */
export const IMAGE_GENERATION_KINDS = ["generate", "variation", "upscale", "edit"] as const;
export type ImageGenerationKind = (typeof IMAGE_GENERATION_KINDS)[number];

export const IMAGE_GENERATION_STATUSES = ["queued", "running", "succeeded", "failed", "canceled"] as const;
export type ImageGenerationStatus = (typeof IMAGE_GENERATION_STATUSES)[number];

export const IMAGE_VIBE_ORIGINS = ["starter", "staff", "user"] as const;
export type ImageVibeOrigin = (typeof IMAGE_VIBE_ORIGINS)[number];

export const IMAGE_REPORT_STATUSES = ["open", "dismissed", "removed"] as const;
export type ImageReportStatus = (typeof IMAGE_REPORT_STATUSES)[number];

export const IMAGE_DOWNLOAD_FORMATS = ["png", "webp", "jpeg"] as const;
export type ImageDownloadFormat = (typeof IMAGE_DOWNLOAD_FORMATS)[number];

/** What a provider can do; the UI offers only what the chosen provider declares. */
export const IMAGE_CAPABILITIES = [
  "generate",
  "negative",
  "seed",
  "reference",
  "variations",
  "upscale",
  "edit",
  "mask",
  "outpaint",
] as const;
export type ImageCapability = (typeof IMAGE_CAPABILITIES)[number];

export const IMAGE_GEN_LIMITS = {
  promptLength: 2000,
  negativeLength: 1000,
  instructionLength: 1000,
  count: { min: 1, max: 4 },
  /** Seeds are unsigned 32-bit integers, which every backend accepts. */
  seedMax: 4_294_967_295,
  references: 4,
  boardName: 60,
  vibeName: 60,
  vibeFragment: 500,
  reportReason: 500,
  inspirationTitle: 80,
} as const;

/** A configured provider as the create form sees it. */
export interface ImageProviderInfo {
  id: string;
  label: string;
  model: string;
  capabilities: ImageCapability[];
  /** The built-in offline preview generator: abstract art, not AI output, and labelled so. */
  offline_preview: boolean;
  /** Upscale factors done by the provider's own upscaler; others are a high-quality resample, which the UI says. */
  native_upscale: number[];
}

/** Everything needed to make an image again. */
export interface ImageRecipe {
  kind: ImageGenerationKind;
  prompt: string;
  negative_prompt: string | null;
  vibe_id: string | null;
  vibe_name: string | null;
  aspect_ratio: ImageAspectRatio;
  width: number;
  height: number;
  seed: number;
  provider: string;
  model: string;
  /** The image it was made from (variation, upscale, edit); null for a fresh generation. */
  parent_image_id: string | null;
  reference_asset_ids: string[];
  /** An edit's instruction; null otherwise. */
  instruction: string | null;
}

export interface GeneratedImageSummary {
  id: string;
  generation_id: string;
  width: number;
  height: number;
  /** The picture itself and its WebP thumbnails (longest side 160, 480, 1280). */
  url: string;
  thumbnails: Record<ThumbnailSize, string>;
  favourite: boolean;
  public: boolean;
  board_id: string | null;
  offline_preview: boolean;
  likes: number;
  remixes: number;
  /** The caller liked it. */
  liked: boolean;
  /** The caller made it. */
  mine: boolean;
  asset_id: string | null;
  recipe: ImageRecipe;
  created_at: string;
}

export interface ImageLineageLink {
  id: string;
  kind: ImageGenerationKind;
  thumbnail: string;
}

/** `GET /api/v1/image-gen/images/{id}`: the image with its lineage both ways. */
export interface GeneratedImageDetail extends GeneratedImageSummary {
  /** From the first ancestor down to the direct parent (only those the caller may see). */
  ancestors: ImageLineageLink[];
  /** Images made from this one (variations, upscales, edits), newest first. */
  children: ImageLineageLink[];
}

export interface ImageGeneration {
  id: string;
  status: ImageGenerationStatus;
  /** 0..1 when the provider reports it. */
  progress: number | null;
  step: string | null;
  error: string | null;
  count: number;
  board_id: string | null;
  recipe: ImageRecipe;
  images: GeneratedImageSummary[];
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** What is left of this month's generations (UTC months). */
export interface ImageGenQuota {
  limit: number;
  used: number;
  left: number;
  resets_at: string;
}

export interface ImageBoard {
  id: string;
  name: string;
  images: number;
  cover: string | null;
  created_at: string;
}

export interface ImageVibe {
  id: string;
  origin: ImageVibeOrigin;
  name: string;
  description: string;
  prompt_fragment: string;
  negative_fragment: string;
  params: Record<string, number | string>;
  preview_url: string | null;
  /** Its preview was made by the offline preview generator (abstract art, not AI output). */
  offline_preview: boolean;
  /** Everyone sees it (starter and published staff vibes). */
  published: boolean;
  mine: boolean;
}

export interface ImageInspiration {
  id: string;
  title: string;
  prompt: string;
  negative_prompt: string | null;
  vibe_id: string | null;
  aspect_ratio: ImageAspectRatio;
  seed: number;
  image_url: string;
  /** Its picture was made by the offline preview generator (abstract art, not AI output). */
  offline_preview: boolean;
  position: number;
}

/** The live event each change of a generation sends on `GET /api/v1/events`. */
export interface ImageGenerationEvent {
  type: "image-gen";
  id: string;
  status: ImageGenerationStatus;
  progress: number | null;
  step: string | null;
  error: string | null;
  /** The images made so far. */
  image_ids: string[];
}
