import type { ImageAspectRatio } from "@framewise/contracts";
import { ownedAsset, ownedImageBoard, readableImage, usableImageVibe } from "../../platform/access/access.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { GenerationRow } from "./generation-queries.ts";
import { joinFragment, type GenerationParams } from "./generation-params.ts";
import type { ImageGenDeps } from "./image-gen-deps.ts";
import { countRemix } from "./image-queries.ts";
import { sizeForAspect } from "./image-size.ts";
import { queueGeneration, randomSeed } from "./queue-generation.ts";

export interface GenerationRequest {
  prompt: string;
  negative_prompt?: string | undefined;
  vibe_id?: string | undefined;
  aspect_ratio: ImageAspectRatio;
  count: number;
  seed?: number | undefined;
  reference_asset_ids?: string[] | undefined;
  provider?: string | undefined;
  board_id?: string | undefined;
  remix_of_image_id?: string | undefined;
}

/**
 * Starts a fresh generation (or a remix of an image the viewer may see): every id it names is
 * checked as theirs to use (404 like a missing one), the vibe's fragments are joined on, the size
 * follows the aspect ratio, and a seed is picked when none was fixed. Queued; its job does the rest.
 */
export async function startGeneration(deps: ImageGenDeps, viewer: Viewer, request: GenerationRequest): Promise<GenerationRow> {
  const { db } = deps;
  const provider = request.provider ? deps.providers.find(request.provider) : deps.providers.all[0];
  if (!provider)
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      provider: "No image provider of that name is configured.",
    });
  const references = request.reference_asset_ids ?? [];
  const vibe = request.vibe_id ? await usableImageVibe(db, viewer, request.vibe_id) : undefined;
  if (request.board_id) await ownedImageBoard(db, viewer, request.board_id);
  for (const id of references) {
    const asset = await ownedAsset(db, viewer, id).catch(() => {
      throw notFound("That reference image");
    });
    if (asset.kind !== "image" || asset.status === "failed")
      throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
        reference_asset_ids: "A reference must be an image from your library.",
      });
  }
  if (references.length && !provider.capabilities.includes("reference"))
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      reference_asset_ids: `${provider.label} does not take reference images.`,
    });
  const remixOf = request.remix_of_image_id ? await readableImage(db, viewer, request.remix_of_image_id) : undefined;
  const params: GenerationParams = {
    providerPrompt: joinFragment(request.prompt, vibe?.promptFragment),
    providerNegative: joinFragment(request.negative_prompt, vibe?.negativeFragment) || null,
    vibeParams: vibe?.params ?? {},
  };
  const row = await queueGeneration(deps, {
    userId: viewer.id,
    kind: "generate",
    prompt: request.prompt,
    negativePrompt: request.negative_prompt?.trim() || null,
    vibeId: vibe?.id ?? null,
    aspectRatio: request.aspect_ratio,
    ...sizeForAspect(request.aspect_ratio),
    count: request.count,
    seed: request.seed ?? randomSeed(),
    provider: provider.id,
    model: provider.model,
    parentImageId: remixOf?.id ?? null,
    referenceAssetIds: references,
    boardId: request.board_id ?? null,
    params,
  });
  if (remixOf) await countRemix(db, remixOf.id);
  return row;
}
