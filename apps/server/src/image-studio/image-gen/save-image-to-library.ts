import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { notFound } from "../../kernel/errors.ts";
import { uploadAsset, type UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { findGeneration } from "./generation-queries.ts";
import { formatOf, imageFileName } from "./image-file-name.ts";
import { imageKey } from "./image-gen-files.ts";
import { updateImage, type ImageRow } from "./image-queries.ts";

/**
 * Copies the person's image into their asset library, received like an upload (sniffed, counted
 * against their storage, thumbnailed), so it is a normal asset for videos. Saved once: saving
 * again answers the same asset while it exists.
 */
export async function saveImageToLibrary(deps: UploadDeps, image: ImageRow): Promise<string> {
  if (image.assetId && (await findOwnableRow(deps.db, "asset", image.assetId))) return image.assetId;
  const stored = await deps.storage.read(imageKey(image.userId, image.id));
  if (!stored) throw notFound("That image's file");
  const generation = await findGeneration(deps.db, image.generationId);
  const asset = await uploadAsset(deps, image.userId, {
    fileName: imageFileName(generation?.prompt ?? "", image.id, formatOf(image.mimeType)),
    declaredType: image.mimeType,
    stream: stored.stream,
    expectedKind: "image",
  });
  await updateImage(deps.db, image.userId, image.id, { assetId: asset.id });
  return asset.id;
}
