import { IMAGE_VIBE_ORIGINS, type ImageVibe } from "@framewise/contracts";
import { z } from "zod";
import type { VibeRow } from "./vibe-queries.ts";

/** The preview's address changes with the vibe, so a browser's cached picture never outlives an edit. */
export const vibePreviewUrl = (vibe: VibeRow) => `/api/v1/image-gen/vibes/${vibe.id}/preview?v=${vibe.updatedAt.getTime()}`;

export const vibeView = (vibe: VibeRow, viewerId: string): ImageVibe => ({
  id: vibe.id,
  origin: vibe.origin,
  name: vibe.name,
  description: vibe.description,
  prompt_fragment: vibe.promptFragment,
  negative_fragment: vibe.negativeFragment,
  params: vibe.params,
  preview_url: vibePreviewUrl(vibe),
  // Without a copied picture the preview is painted by the offline generator (vibe-preview.ts).
  offline_preview: !vibe.previewKey || vibe.previewOffline,
  published: vibe.origin === "starter" || vibe.published,
  mine: vibe.userId === viewerId,
});

export const vibeSchema = z
  .strictObject({
    id: z.string(),
    origin: z.enum(IMAGE_VIBE_ORIGINS),
    name: z.string(),
    description: z.string(),
    prompt_fragment: z.string(),
    negative_fragment: z.string(),
    params: z.record(z.string(), z.union([z.number(), z.string()])),
    preview_url: z.string().nullable(),
    offline_preview: z.boolean().describe("Its preview was made by the offline preview generator (abstract art, not AI output)."),
    published: z.boolean().describe("Everyone sees it (starter and published staff vibes)."),
    mine: z.boolean(),
  })
  .meta({ id: "ImageVibe" }) satisfies z.ZodType<ImageVibe>;
