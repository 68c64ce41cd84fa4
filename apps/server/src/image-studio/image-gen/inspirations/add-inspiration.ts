import { randomUUID } from "node:crypto";
import { IMAGE_ASPECT_RATIOS, IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import { readableImage, usableImageVibe } from "../../../platform/access/access.ts";
import { uuid } from "../../../kernel/api-schemas.ts";
import { DomainError } from "../../../kernel/errors.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { findGeneration } from "../generation-queries.ts";
import { imageKey } from "../image-gen-files.ts";
import type { VibeDeps } from "../vibes/create-vibe.ts";
import { copyStored, ensureSample, SHARED_PREFIX } from "../vibes/sample-pictures.ts";
import { appendInspiration, type InspirationRow } from "./inspiration-queries.ts";

type NewInspiration = Parameters<typeof appendInspiration>[1];

const LIMITS = IMAGE_GEN_LIMITS;
const EXTENSIONS: Record<string, string> = { "image/webp": ".webp", "image/jpeg": ".jpg", "image/png": ".png" };
/** An inspiration's own objects (a copied picture); painted samples are shared and stay. */
export const inspirationFolder = (id: string) => `${SHARED_PREFIX}inspirations/${id}/`;
const title = z.string().trim().min(1, "Give it a title.").max(LIMITS.inspirationTitle);

export const addInspirationBody = z.union([
  z.object({ title, from_image_id: uuid.describe("A public image (or staff's own): its picture and recipe are copied.") }).strict(),
  z
    .object({
      title,
      prompt: z.string().trim().min(1, "Describe the image.").max(LIMITS.promptLength),
      negative_prompt: z.string().trim().max(LIMITS.negativeLength).optional(),
      vibe_id: uuid.optional(),
      aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS),
      seed: z.number().int().min(0).max(LIMITS.seedMax),
    })
    .strict()
    .describe("A recipe, painted by the offline preview generator."),
]);
export type AddInspirationBody = z.infer<typeof addInspirationBody>;

/** Staff add a picture to the end of the wall: copied from a public image, or painted from a recipe. */
export async function addInspiration(deps: VibeDeps, staff: Viewer, body: AddInspirationBody): Promise<InspirationRow> {
  const id = randomUUID();
  const append = (values: NewInspiration) => asActor(deps.db, requestActor(staff), (tx) => appendInspiration(tx, values));
  if ("from_image_id" in body) {
    const image = await readableImage(deps.db, staff, body.from_image_id);
    const recipe = (await findGeneration(deps.db, image.generationId))!;
    const key = `${inspirationFolder(id)}picture${EXTENSIONS[image.mimeType] ?? ".png"}`;
    if (!(await copyStored(deps.storage, deps.workDir, imageKey(image.userId, image.id), key, image.mimeType)))
      throw new DomainError("conflict", "image_missing", "That image's file is gone.");
    return append({
      id,
      title: body.title,
      prompt: recipe.prompt,
      negativePrompt: recipe.negativePrompt,
      vibeId: recipe.vibeId,
      aspectRatio: recipe.aspectRatio,
      seed: image.seed,
      imageKey: key,
      offlinePreview: image.offlinePreview,
      createdBy: staff.id,
    });
  }
  if (body.vibe_id) await usableImageVibe(deps.db, staff, body.vibe_id);
  const recipe = { prompt: body.prompt, aspectRatio: body.aspect_ratio, seed: body.seed };
  const key = await ensureSample(deps.storage, deps.workDir, recipe);
  return append({
    id,
    title: body.title,
    prompt: body.prompt,
    negativePrompt: body.negative_prompt || null,
    vibeId: body.vibe_id ?? null,
    aspectRatio: body.aspect_ratio,
    seed: body.seed,
    imageKey: key,
    offlinePreview: true,
    createdBy: staff.id,
  });
}
