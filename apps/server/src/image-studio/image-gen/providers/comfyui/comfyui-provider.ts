import type { ImageCapability } from "@framewise/contracts";
import type { ImageProviderConfig } from "../../../../platform/config/config.ts";
import { fitSize, maskPng } from "../fit-size.ts";
import {
  ImageProviderError,
  type EditRequest,
  type GenerateRequest,
  type ImageProvider,
  type PictureSpec,
  type ProviderImage,
  type ProviderRun,
} from "../image-provider.ts";
import { withinDeadline } from "../provider-failure.ts";
import { ComfyClient } from "./comfyui-client.ts";
import { fillWorkflow, loadWorkflow, workflowInputs, type Workflow, type WorkflowInputs } from "./comfyui-workflow.ts";

/** The checkpoint the shipped workflows load unless IMAGE_MODEL names one (ComfyUI's own example's). */
const DEFAULT_CHECKPOINT = "v1-5-pruned-emaonly.safetensors";
const DEFAULTS = { steps: 25, cfg: 7 };

type Connection = Pick<ImageProviderConfig, "model" | "baseUrl" | "timeoutMs" | "comfyWorkflow" | "comfyInpaintWorkflow"> & {
  fetch?: typeof fetch;
};

/**
 * ComfyUI, the self-hosted backend: a workflow file with named inputs (comfyui-workflow.ts) is
 * filled in, queued and followed over the WebSocket. What it offers follows from the workflows:
 * a negative prompt, a seed or a reference image where the text-to-image one has a place for
 * it, mask edits (and so outpainting) where the inpainting one takes an image and a mask.
 */
export function createComfyUiProvider(connection: Connection): ImageProvider {
  if (!connection.baseUrl) throw new Error("IMAGE_BASE_URL must be set for ComfyUI");
  const client = new ComfyClient(connection.baseUrl, connection.fetch);
  const textToImage = loadWorkflow(connection.comfyWorkflow, "text-to-image");
  const inpainting = loadWorkflow(connection.comfyInpaintWorkflow, "inpainting");
  const generateInputs = workflowInputs(textToImage);
  const inpaintInputs = workflowInputs(inpainting);
  const checkpoint = connection.model === "default-workflow" ? DEFAULT_CHECKPOINT : connection.model;
  const canInpaint = inpaintInputs.has("image") && inpaintInputs.has("mask");
  const capabilities: ImageCapability[] = ["generate"];
  if (generateInputs.has("negative")) capabilities.push("negative");
  if (generateInputs.has("seed")) capabilities.push("seed", "variations");
  if (generateInputs.has("reference")) capabilities.push("reference");
  if (canInpaint) capabilities.push("mask", "outpaint");

  /** Fills a workflow in, runs it, and brings its pictures back at the asked size. */
  const queue = async (
    workflow: Workflow,
    inputs: WorkflowInputs,
    size: { width: number; height: number; seed: number },
    run: ProviderRun,
    signal: AbortSignal,
  ): Promise<ProviderImage[]> => {
    const filled = fillWorkflow(workflow, { checkpoint, ...inputs });
    run.progress({ step: "Queued on ComfyUI" });
    const pictures = await client.run(filled, signal, {
      queued: (id) => run.providerJob?.(id),
      progress: ({ value, max }) => run.progress({ fraction: max > 0 ? value / max : undefined, step: `Step ${value} of ${max}` }),
    });
    const images: ProviderImage[] = [];
    for (const [index, bytes] of pictures.entries())
      images.push({ bytes: await fitSize(bytes, size.width, size.height), seed: (size.seed + index) % 2 ** 32 });
    return images;
  };

  const common = (request: PictureSpec) => ({
    prompt: request.prompt,
    negative: request.negativePrompt ?? "",
    seed: request.seed,
    width: request.width,
    height: request.height,
    count: request.count,
  });

  return {
    id: "comfyui",
    label: "ComfyUI",
    model: connection.model,
    capabilities,
    offlinePreview: false,
    nativeUpscale: [],
    generate: (request: GenerateRequest, run: ProviderRun) =>
      withinDeadline(run, connection.timeoutMs, async (signal) => {
        const reference =
          generateInputs.has("reference") && request.references[0] ? await client.upload(request.references[0].bytes, signal) : undefined;
        const inputs = {
          ...common(request),
          steps: Number(request.params.steps ?? DEFAULTS.steps),
          cfg: Number(request.params.cfg ?? request.params.guidance ?? DEFAULTS.cfg),
          ...(reference ? { reference } : {}),
        };
        return queue(textToImage, inputs, request, run, signal);
      }),
    ...(canInpaint
      ? {
          edit: (request: EditRequest, run: ProviderRun) =>
            withinDeadline(run, connection.timeoutMs, async (signal) => {
              if (!request.mask) throw new ImageProviderError("failed", "ComfyUI edits need a mask");
              const image = await client.upload(await fitSize(request.image.bytes, request.width, request.height), signal);
              const mask = await client.upload(await maskPng(request.mask.bytes, request.width, request.height), signal);
              return queue(inpainting, { ...common(request), steps: DEFAULTS.steps, cfg: DEFAULTS.cfg, image, mask }, request, run, signal);
            }),
        }
      : {}),
  };
}
