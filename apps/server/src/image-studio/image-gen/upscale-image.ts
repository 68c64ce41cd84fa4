import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findGeneration, type GenerationRow } from "./generation-queries.ts";
import type { GenerationParams } from "./generation-params.ts";
import type { ImageGenDeps } from "./image-gen-deps.ts";
import type { ImageRow } from "./image-queries.ts";
import { parentProvider } from "./parent-provider.ts";
import { queueGeneration } from "./queue-generation.ts";

/** The longest side an upscale may reach: past it the picture is too big to store and show sensibly. */
export const MAX_UPSCALED_SIDE = 8192;

/**
 * An upscale (2× or 4×) of an image the viewer may see: the provider's own upscaler when it has
 * one for that factor, otherwise our high-quality resample (the job records which).
 */
export async function upscaleImage(deps: ImageGenDeps, viewer: Viewer, image: ImageRow, factor: 2 | 4): Promise<GenerationRow> {
  if (Math.max(image.width, image.height) * factor > MAX_UPSCALED_SIDE)
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      factor: `Upscaled ${factor}× this image would be larger than ${MAX_UPSCALED_SIDE} pixels on a side.`,
    });
  const source = (await findGeneration(deps.db, image.generationId))!;
  const provider = parentProvider(deps, source);
  return queueGeneration(deps, {
    userId: viewer.id,
    kind: "upscale",
    prompt: source.prompt,
    negativePrompt: source.negativePrompt,
    vibeId: source.vibeId,
    aspectRatio: source.aspectRatio,
    width: image.width * factor,
    height: image.height * factor,
    count: 1,
    seed: image.seed,
    provider: provider.id,
    model: provider.model,
    parentImageId: image.id,
    referenceAssetIds: [],
    boardId: image.userId === viewer.id ? image.boardId : null,
    params: { factor } satisfies GenerationParams,
  });
}
