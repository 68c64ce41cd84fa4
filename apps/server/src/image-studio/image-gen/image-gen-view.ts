import {
  IMAGE_ASPECT_RATIOS,
  IMAGE_GENERATION_KINDS,
  IMAGE_GENERATION_STATUSES,
  type GeneratedImageDetail,
  type GeneratedImageSummary,
  type ImageAspectRatio,
  type ImageBoard,
  type ImageGeneration,
  type ImageLineageLink,
  type ImageRecipe,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { BoardWithCounts } from "./board-queries.ts";
import { IMAGE_THUMBNAIL_NAMES, imageThumbnailUrl, imageUrl } from "./image-gen-files.ts";
import type { GenerationRow } from "./generation-queries.ts";
import type { ImageWithRecipe, LineageRow } from "./image-queries.ts";

/** What the generation asked for, as answers show it. */
export function recipeView(generation: GenerationRow, vibeName: string | null): ImageRecipe {
  const params = generation.params as { instruction?: unknown };
  return {
    kind: generation.kind,
    prompt: generation.prompt,
    negative_prompt: generation.negativePrompt,
    vibe_id: generation.vibeId,
    vibe_name: vibeName,
    aspect_ratio: generation.aspectRatio as ImageAspectRatio,
    width: generation.width,
    height: generation.height,
    seed: generation.seed,
    provider: generation.provider,
    model: generation.model,
    parent_image_id: generation.parentImageId,
    reference_asset_ids: generation.referenceAssetIds,
    instruction: typeof params.instruction === "string" ? params.instruction : null,
  };
}

const thumbnails = (imageId: string) =>
  Object.fromEntries(IMAGE_THUMBNAIL_NAMES.map((size) => [size, imageThumbnailUrl(imageId, size)])) as GeneratedImageSummary["thumbnails"];

/** An image as lists and pages show it, for `viewerId`. */
export function imageSummaryView({ image, generation, vibeName, liked }: ImageWithRecipe, viewerId: string): GeneratedImageSummary {
  return {
    id: image.id,
    generation_id: image.generationId,
    width: image.width,
    height: image.height,
    url: imageUrl(image.id),
    thumbnails: thumbnails(image.id),
    favourite: image.favourite,
    public: image.public,
    board_id: image.boardId,
    offline_preview: image.offlinePreview,
    likes: image.likes,
    remixes: image.remixes,
    liked,
    mine: image.userId === viewerId,
    asset_id: image.userId === viewerId ? image.assetId : null,
    // Each picture keeps its own seed (a batch's pictures differ by it).
    recipe: { ...recipeView(generation, vibeName), seed: image.seed, width: image.width, height: image.height },
    created_at: image.createdAt.toISOString(),
  };
}

const lineageLink = (row: LineageRow): ImageLineageLink => ({
  id: row.id,
  kind: row.kind,
  thumbnail: imageThumbnailUrl(row.id, "small"),
});

export function imageDetailView(
  row: ImageWithRecipe,
  viewerId: string,
  lineage: { ancestors: LineageRow[]; children: LineageRow[] },
): GeneratedImageDetail {
  return { ...imageSummaryView(row, viewerId), ancestors: lineage.ancestors.map(lineageLink), children: lineage.children.map(lineageLink) };
}

export function generationView(
  generation: GenerationRow,
  vibeName: string | null,
  images: ImageWithRecipe[],
  viewerId: string,
): ImageGeneration {
  return {
    id: generation.id,
    status: generation.status,
    progress: generation.progress,
    step: generation.step,
    error: generation.error,
    count: generation.count,
    board_id: generation.boardId,
    recipe: recipeView(generation, vibeName),
    images: images.map((image) => imageSummaryView(image, viewerId)),
    created_at: generation.createdAt.toISOString(),
    started_at: generation.startedAt?.toISOString() ?? null,
    finished_at: generation.finishedAt?.toISOString() ?? null,
  };
}

export const boardView = (board: BoardWithCounts): ImageBoard => ({
  id: board.id,
  name: board.name,
  images: board.images,
  cover: board.coverImageId ? imageThumbnailUrl(board.coverImageId, "medium") : null,
  created_at: board.createdAt.toISOString(),
});

export const recipeSchema = z.strictObject({
  kind: z.enum(IMAGE_GENERATION_KINDS),
  prompt: z.string(),
  negative_prompt: z.string().nullable(),
  vibe_id: z.string().nullable(),
  vibe_name: z.string().nullable(),
  aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS),
  width: z.number(),
  height: z.number(),
  seed: z.number(),
  provider: z.string(),
  model: z.string(),
  parent_image_id: z.string().nullable(),
  reference_asset_ids: z.array(z.string()),
  instruction: z.string().nullable(),
});

export const imageSummarySchema = z
  .strictObject({
    id: z.string(),
    generation_id: z.string(),
    width: z.number(),
    height: z.number(),
    url: z.string(),
    thumbnails: z.strictObject({ small: z.string(), medium: z.string(), large: z.string() }),
    favourite: z.boolean(),
    public: z.boolean(),
    board_id: z.string().nullable(),
    offline_preview: z.boolean().describe("Made by the built-in offline preview generator: abstract art, not AI output."),
    likes: z.number(),
    remixes: z.number(),
    liked: z.boolean(),
    mine: z.boolean(),
    asset_id: z.string().nullable(),
    recipe: recipeSchema,
    created_at: timestamp,
  })
  .meta({ id: "GeneratedImage" });

const lineageLinkSchema = z.strictObject({ id: z.string(), kind: z.enum(IMAGE_GENERATION_KINDS), thumbnail: z.string() });

export const imageDetailSchema = imageSummarySchema
  .extend({
    ancestors: z.array(lineageLinkSchema).describe("From the first ancestor down to the direct parent."),
    children: z.array(lineageLinkSchema).describe("Images made from this one, newest first."),
  })
  .meta({ id: "GeneratedImageDetail" });

export const generationSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(IMAGE_GENERATION_STATUSES),
    progress: z.number().nullable(),
    step: z.string().nullable(),
    error: z.string().nullable(),
    count: z.number(),
    board_id: z.string().nullable(),
    recipe: recipeSchema,
    images: z.array(imageSummarySchema),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
  })
  .meta({ id: "ImageGeneration" });

export const boardSchema = z
  .strictObject({ id: z.string(), name: z.string(), images: z.number(), cover: z.string().nullable(), created_at: timestamp })
  .meta({ id: "ImageBoard" });
