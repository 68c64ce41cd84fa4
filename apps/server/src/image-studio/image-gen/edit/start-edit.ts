import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageCapability } from "@framewise/contracts";
import { DomainError } from "../../../kernel/errors.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { findGeneration, type GenerationRow } from "../generation-queries.ts";
import type { ImageGenDeps } from "../image-gen-deps.ts";
import { imageFolder } from "../image-gen-files.ts";
import type { ImageRow } from "../image-queries.ts";
import { queueGeneration, randomSeed } from "../queue-generation.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { checkEditMask, type MaskLimits } from "./check-edit-mask.ts";
import { cropImage } from "./crop-image.ts";
import type { CropRect, EditMode, EditParams, ExtendMargins } from "./edit-params.ts";
import { extendedSize, nearestAspect } from "./edit-size.ts";

export interface EditDeps extends ImageGenDeps {
  maskLimits: MaskLimits;
}

/** An edit as the route received it (fields already checked for shape and length). */
export type EditInput =
  | { mode: "instruction"; prompt: string; provider?: string | undefined }
  | { mode: "inpaint"; prompt: string; mask: Uint8Array; provider?: string | undefined }
  | { mode: "crop"; crop: CropRect }
  | { mode: "extend"; extend: ExtendMargins; prompt?: string | undefined; provider?: string | undefined };

/** What a provider must declare for each mode, and how a refusal says it. */
const NEEDS: Record<Exclude<EditMode, "crop">, { capability: ImageCapability; cannot: string }> = {
  instruction: { capability: "edit", cannot: "edit images from an instruction" },
  inpaint: { capability: "mask", cannot: "repaint a masked area (inpainting)" },
  extend: { capability: "outpaint", cannot: "extend images (it has no outpainting)" },
};

/**
 * Edits one of the viewer's own images (the route has checked it is theirs). A crop is made
 * at once; the other modes check the provider can do them, keep the mask beside the image, and
 * queue a generation of kind "edit" whose job asks the provider (run-edit.ts).
 */
export async function startEdit(deps: EditDeps, viewer: Viewer, image: ImageRow, input: EditInput): Promise<GenerationRow> {
  const source = (await findGeneration(deps.db, image.generationId))!;
  if (input.mode === "crop") return cropImage(deps, viewer, image, source, input.crop);
  const provider = input.provider ? deps.providers.find(input.provider) : deps.providers.all[0];
  if (!provider)
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      provider: "No image provider of that name is configured.",
    });
  const need = NEEDS[input.mode];
  if (!provider.edit || !provider.capabilities.includes(need.capability))
    throw new DomainError("unprocessable", "unsupported_edit", `${provider.label} cannot ${need.cannot}.`);
  const size = input.mode === "extend" ? extendedSize(input.extend, image, deps.maskLimits.maxPixels) : image;
  if (input.mode === "inpaint") await checkEditMask(input.mask, deps.maskLimits, image);
  const maskKey = input.mode === "inpaint" ? await storeMask(deps.storage, deps.workDir, image, input.mask) : undefined;
  const instruction = input.mode === "extend" ? input.prompt?.trim() || source.prompt : input.prompt;
  const params: EditParams = {
    mode: input.mode,
    instruction,
    providerPrompt: instruction,
    ...(maskKey ? { maskKey } : {}),
    ...(input.mode === "extend" ? { extend: input.extend } : {}),
  };
  try {
    return await queueGeneration(deps, {
      userId: viewer.id,
      kind: "edit",
      prompt: instruction,
      negativePrompt: source.negativePrompt,
      vibeId: source.vibeId,
      aspectRatio: nearestAspect(size.width, size.height),
      width: size.width,
      height: size.height,
      count: 1,
      seed: randomSeed(),
      provider: provider.id,
      model: provider.model,
      parentImageId: image.id,
      referenceAssetIds: [],
      boardId: image.boardId,
      params,
    });
  } catch (error) {
    // Refused (the month's quota is used up) or never queued: its mask is not wanted.
    if (maskKey) await deps.storage.deletePrefix(maskKey);
    throw error;
  }
}

/** The mask is kept in the image's folder, so it goes when the image does. */
async function storeMask(storage: Storage, workDir: string, image: ImageRow, mask: Uint8Array): Promise<string> {
  const key = `${imageFolder(image.userId, image.id)}mask-${randomUUID()}.png`;
  const folder = path.join(workDir, `mask-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  try {
    const file = path.join(folder, "mask.png");
    await writeFile(file, mask);
    await storage.putFile(key, file, "image/png");
    return key;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
