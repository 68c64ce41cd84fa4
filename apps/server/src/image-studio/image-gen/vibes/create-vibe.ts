import { randomUUID } from "node:crypto";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { readableImage } from "../../../platform/access/access.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { findGeneration } from "../generation-queries.ts";
import { imageThumbnailKey } from "../image-gen-files.ts";
import { copyStored } from "./sample-pictures.ts";
import type { CreateVibeBody } from "./vibe-body.ts";
import { vibePreviewKey } from "./vibe-files.ts";
import { insertVibe, type VibeRow } from "./vibe-queries.ts";

export interface VibeDeps {
  db: Db;
  storage: Storage;
  workDir: string;
}

const clip = (text: string | null | undefined) => text?.trim().slice(0, IMAGE_GEN_LIMITS.vibeFragment) ?? "";

/**
 * Creates the viewer's own vibe. Made from an image (theirs or a public one), the image's prompt
 * and negative fill the fragments not given, and its picture becomes the preview.
 */
export async function createVibe(deps: VibeDeps, viewer: Viewer, body: CreateVibeBody): Promise<VibeRow> {
  const id = randomUUID();
  const image = body.from_image_id ? await readableImage(deps.db, viewer, body.from_image_id) : undefined;
  const recipe = image ? await findGeneration(deps.db, image.generationId) : undefined;
  let previewKey: string | null = null;
  if (image) {
    const key = vibePreviewKey({ id, userId: viewer.id });
    const from = imageThumbnailKey(image.userId, image.id, "medium");
    if (await copyStored(deps.storage, deps.workDir, from, key, "image/webp")) previewKey = key;
  }
  const values = {
    id,
    userId: viewer.id,
    origin: "user" as const,
    name: body.name,
    description: body.description ?? "",
    promptFragment: body.prompt_fragment ?? clip(recipe?.prompt),
    negativeFragment: body.negative_fragment ?? clip(recipe?.negativePrompt),
    params: body.params ?? {},
    previewKey,
    previewOffline: Boolean(previewKey && image?.offlinePreview),
  };
  return asActor(deps.db, requestActor(viewer), (tx) => insertVibe(tx, values));
}
