import { IMAGE_ASPECT_RATIOS, type ImageAspectRatio, type ImageInspiration } from "@framewise/contracts";
import { z } from "zod";
import type { InspirationRow } from "./inspiration-queries.ts";

export const inspirationView = (row: InspirationRow): ImageInspiration => ({
  id: row.id,
  title: row.title,
  prompt: row.prompt,
  negative_prompt: row.negativePrompt,
  vibe_id: row.vibeId,
  aspect_ratio: row.aspectRatio as ImageAspectRatio,
  seed: row.seed,
  image_url: `/api/v1/image-gen/inspirations/${row.id}/image`,
  offline_preview: row.offlinePreview,
  position: row.position,
});

export const inspirationSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    prompt: z.string(),
    negative_prompt: z.string().nullable(),
    vibe_id: z.string().nullable(),
    aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS),
    seed: z.number(),
    image_url: z.string(),
    offline_preview: z.boolean().describe("Its picture was made by the offline preview generator (abstract art, not AI output)."),
    position: z.number(),
  })
  .meta({ id: "ImageInspiration" }) satisfies z.ZodType<ImageInspiration>;
