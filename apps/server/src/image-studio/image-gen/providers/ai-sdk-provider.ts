import type { ImageCapability } from "@framewise/contracts";
import { generateImage, type GenerateImageResult, type ImageModel } from "ai";
import { fitSize } from "./fit-size.ts";
import {
  ImageProviderError,
  type EditRequest,
  type GenerateRequest,
  type ImageProvider,
  type InputImage,
  type ProviderImage,
  type ProviderRun,
} from "./image-provider.ts";
import { withinDeadline } from "./provider-failure.ts";

/** Options for one service, by its name (`{ fal: { negative_prompt } }`), as `generateImage` takes them. */
export type ImageProviderOptions = NonNullable<Parameters<typeof generateImage>[0]["providerOptions"]>;

/** How a model takes a size: any `WxH`, the nearest of a few `WxH`, or the nearest of a few aspect ratios. */
export type Sizing =
  { kind: "size"; sizes?: readonly `${number}x${number}`[] } | { kind: "aspect"; ratios: readonly `${number}:${number}`[] };

export interface AiSdkProviderOptions {
  id: string;
  label: string;
  modelId: string;
  model: ImageModel;
  capabilities: readonly ImageCapability[];
  sizing: Sizing;
  timeoutMs: number;
  /** Provider options for a request (the negative prompt where the model takes one…). */
  providerOptions?(request: { negativePrompt: string | undefined }): ImageProviderOptions;
  /** The mask as this service reads it; white (change) on black (keep) when absent. */
  mask?(mask: InputImage, width: number, height: number): Promise<Uint8Array>;
  /** True when the service answered but refused the content (fal's NSFW check sends black pictures). */
  refused?(result: GenerateImageResult): boolean;
}

/**
 * A provider the AI SDK's `generateImage` covers (OpenAI-compatible servers, fal, Replicate,
 * Google): generations, and, where the model takes input images, references and mask edits
 * through the same call. Pictures come back at exactly the asked size (fit-size.ts).
 */
export function createAiSdkProvider(options: AiSdkProviderOptions): ImageProvider {
  const has = (capability: ImageCapability) => options.capabilities.includes(capability);
  const ask = async (
    prompt: Parameters<typeof generateImage>[0]["prompt"],
    request: { width: number; height: number; count: number; seed: number; negativePrompt: string | undefined },
    run: ProviderRun,
  ): Promise<ProviderImage[]> => {
    run.progress({ step: `Waiting for ${options.label}` });
    const result = await withinDeadline(run, options.timeoutMs, (signal) =>
      generateImage({
        model: options.model,
        prompt,
        n: request.count,
        ...sizeFor(options.sizing, request.width, request.height),
        ...(has("seed") ? { seed: request.seed } : {}),
        ...(options.providerOptions ? { providerOptions: options.providerOptions(request) } : {}),
        // One retry for a dropped connection or a busy service; the job's own retries do the rest.
        maxRetries: 1,
        abortSignal: signal,
      }),
    );
    if (options.refused?.(result)) throw new ImageProviderError("content_policy");
    const images: ProviderImage[] = [];
    for (const [index, image] of result.images.entries())
      images.push({
        bytes: await fitSize(image.uint8Array, request.width, request.height),
        ...(has("seed") ? { seed: (request.seed + index) % 2 ** 32 } : {}),
      });
    run.progress({ fraction: 1, step: `Answered by ${options.label}` });
    return images;
  };

  return {
    id: options.id,
    label: options.label,
    model: options.modelId,
    capabilities: options.capabilities,
    offlinePreview: false,
    nativeUpscale: [],
    generate: (request: GenerateRequest, run: ProviderRun) => {
      const references = has("reference") ? request.references : [];
      const prompt = references.length ? { text: request.prompt, images: references.map((image) => image.bytes) } : request.prompt;
      return ask(prompt, request, run);
    },
    ...(has("edit") || has("mask")
      ? {
          edit: async (request: EditRequest, run: ProviderRun) => {
            // A model without masks edits the whole picture (the edit module composites it back outside the mask).
            const mask =
              has("mask") && request.mask ? await (options.mask ?? whiteOnBlack)(request.mask, request.width, request.height) : undefined;
            const prompt = { text: request.prompt, images: [request.image.bytes], ...(mask ? { mask } : {}) };
            return ask(prompt, request, run);
          },
        }
      : {}),
  };
}

const whiteOnBlack = async (mask: InputImage) => mask.bytes;

/** The size or aspect ratio to ask for: the asked size where any is taken, otherwise the nearest offered. */
export function sizeFor(
  sizing: Sizing,
  width: number,
  height: number,
): { size: `${number}x${number}` } | { aspectRatio: `${number}:${number}` } {
  const aspect = width / height;
  const nearest = <T extends string>(choices: readonly T[], ratio: (choice: T) => number) =>
    choices.reduce((best, choice) =>
      Math.abs(Math.log(ratio(choice) / aspect)) < Math.abs(Math.log(ratio(best) / aspect)) ? choice : best,
    );
  const parts = (choice: string) => choice.split(/[x:]/).map(Number) as [number, number];
  if (sizing.kind === "aspect") return { aspectRatio: nearest(sizing.ratios, (choice) => parts(choice)[0] / parts(choice)[1]) };
  if (!sizing.sizes?.length) return { size: `${width}x${height}` };
  return { size: nearest(sizing.sizes, (choice) => parts(choice)[0] / parts(choice)[1]) };
}
