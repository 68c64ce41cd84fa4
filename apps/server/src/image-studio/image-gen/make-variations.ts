import type { Viewer } from "../../platform/auth/viewer.ts";
import { findGeneration, type GenerationRow } from "./generation-queries.ts";
import type { GenerationParams } from "./generation-params.ts";
import type { ImageGenDeps } from "./image-gen-deps.ts";
import type { ImageRow } from "./image-queries.ts";
import { queueGeneration, randomSeed } from "./queue-generation.ts";
import { parentProvider } from "./parent-provider.ts";

/** Variations of an image the viewer may see: its recipe again with a new seed, the image as their parent. */
export async function makeVariations(deps: ImageGenDeps, viewer: Viewer, image: ImageRow, count: number): Promise<GenerationRow> {
  const source = (await findGeneration(deps.db, image.generationId))!;
  const provider = parentProvider(deps, source);
  const params = source.params as GenerationParams;
  return queueGeneration(deps, {
    userId: viewer.id,
    kind: "variation",
    prompt: source.prompt,
    negativePrompt: source.negativePrompt,
    vibeId: source.vibeId,
    aspectRatio: source.aspectRatio,
    width: image.width,
    height: image.height,
    count,
    seed: randomSeed(),
    provider: provider.id,
    model: provider.model,
    parentImageId: image.id,
    referenceAssetIds: [],
    boardId: image.userId === viewer.id ? image.boardId : null,
    params: {
      providerPrompt: params.providerPrompt ?? source.prompt,
      providerNegative: params.providerNegative ?? source.negativePrompt,
      vibeParams: params.vibeParams ?? {},
    } satisfies GenerationParams,
  });
}
