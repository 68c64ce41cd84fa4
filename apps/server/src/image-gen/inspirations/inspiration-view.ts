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
    position: z.number(),
  })
  .meta({ id: "ImageInspiration" }) satisfies z.ZodType<ImageInspiration>;
