import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { notFound } from "../../../kernel/errors.ts";
import { insertGeneration, type GenerationRow } from "../generation-queries.ts";
import type { ImageGenDeps } from "../image-gen-deps.ts";
import { publishGeneration } from "../image-gen-events.ts";
import { imageFolder, imageKey } from "../image-gen-files.ts";
import { insertImage, type ImageRow } from "../image-queries.ts";
import { readStored, storeImage } from "../store-image.ts";
import type { CropRect, EditParams } from "./edit-params.ts";
import { checkCrop, nearestAspect } from "./edit-size.ts";

/**
 * A crop asks no provider: it is cut at once and answered as a finished edit with one image, in
 * the lineage like any other. It costs nothing against the monthly quota.
 */
export async function cropImage(
  deps: ImageGenDeps,
  viewer: Viewer,
  image: ImageRow,
  source: GenerationRow,
  rect: CropRect,
): Promise<GenerationRow> {
  checkCrop(rect, image);
  const original = await readStored(deps.storage, imageKey(image.userId, image.id));
  if (!original) throw notFound("That image");
  const bytes = await sharp(original).extract(rect).png().toBuffer();
  const imageId = randomUUID();
  const stored = await storeImage(deps.storage, deps.workDir, { userId: viewer.id, imageId }, bytes);
  const now = new Date();
  try {
    const row = await insertGeneration(deps.db, {
      id: randomUUID(),
      userId: viewer.id,
      kind: "edit",
      status: "succeeded",
      prompt: source.prompt,
      negativePrompt: source.negativePrompt,
      vibeId: source.vibeId,
      aspectRatio: nearestAspect(rect.width, rect.height),
      width: rect.width,
      height: rect.height,
      count: 1,
      seed: image.seed,
      provider: source.provider,
      model: source.model,
      parentImageId: image.id,
      boardId: image.boardId,
      params: { mode: "crop", crop: rect } satisfies EditParams,
      progress: 1,
      step: `Cropped to ${rect.width} × ${rect.height}`,
      startedAt: now,
      finishedAt: now,
    });
    await insertImage(deps.db, {
      id: imageId,
      generationId: row.id,
      userId: viewer.id,
      position: 0,
      ...stored,
      seed: image.seed,
      boardId: image.boardId,
      offlinePreview: image.offlinePreview,
      createdAt: now,
    });
    await publishGeneration(deps.events, row, [imageId]);
    return row;
  } catch (error) {
    await deps.storage.deletePrefix(imageFolder(viewer.id, imageId));
    throw error;
  }
}
