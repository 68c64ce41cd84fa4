import { createFal } from "@ai-sdk/fal";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createReplicate } from "@ai-sdk/replicate";
import sharp from "sharp";
import type { ImageProviderConfig } from "../../../platform/config/config.ts";
import { createAiSdkProvider, type ImageProviderOptions } from "./ai-sdk-provider.ts";
import type { ImageProvider, InputImage } from "./image-provider.ts";

type Connection = Pick<ImageProviderConfig, "model" | "apiKey" | "baseUrl" | "timeoutMs"> & { fetch?: typeof fetch };

/** Sizes OpenAI's own models take; any other model (LocalAI, a proxy) is asked for the exact size. */
const OPENAI_SIZES = {
  "gpt-image": ["1024x1024", "1536x1024", "1024x1536"],
  "dall-e-3": ["1024x1024", "1792x1024", "1024x1792"],
  "dall-e-2": ["1024x1024"],
} as const;

/**
 * The OpenAI Images API (`/v1/images/generations`, `/v1/images/edits` with a mask): OpenAI
 * itself, LocalAI, and any server that speaks it. DALL·E 3 takes no input images; the rest take
 * references and masks through the edits endpoint.
 */
export function createOpenAiImageProvider(connection: Connection): ImageProvider {
  const openai = createOpenAI({
    apiKey: connection.apiKey ?? "none",
    ...(connection.baseUrl ? { baseURL: connection.baseUrl } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
  const family = Object.keys(OPENAI_SIZES).find((prefix) => connection.model.startsWith(prefix)) as keyof typeof OPENAI_SIZES | undefined;
  const takesImages = family !== "dall-e-3";
  return createAiSdkProvider({
    id: "openai",
    label: connection.baseUrl ? "OpenAI-compatible images" : "OpenAI",
    modelId: connection.model,
    model: openai.image(connection.model),
    capabilities: takesImages ? ["generate", "reference", "variations", "edit", "mask"] : ["generate"],
    sizing: { kind: "size", sizes: family ? OPENAI_SIZES[family] : undefined },
    timeoutMs: connection.timeoutMs,
    mask: transparentWhereChanging,
  });
}

/** OpenAI reads a mask as a PNG transparent where the picture may change: ours is white there. */
async function transparentWhereChanging(mask: InputImage, width: number, height: number): Promise<Uint8Array> {
  const alpha = await sharp(mask.bytes).resize(width, height, { fit: "fill" }).greyscale().negate().extractChannel(0).raw().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** fal (`POST https://fal.run/<model>`, then the picture from its file CDN); IMAGE_BASE_URL may point at a proxy. */
export function createFalImageProvider(connection: Connection): ImageProvider {
  const fal = createFal({
    apiKey: connection.apiKey ?? "none",
    ...(connection.baseUrl ? { baseURL: connection.baseUrl } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
  return createAiSdkProvider({
    id: "fal",
    label: "fal",
    modelId: connection.model,
    model: fal.image(connection.model),
    capabilities: ["generate", "negative", "seed", "variations"],
    sizing: { kind: "size" },
    timeoutMs: connection.timeoutMs,
    // fal's Stable Diffusion models read `negative_prompt`; FLUX ignores it.
    providerOptions: ({ negativePrompt }): ImageProviderOptions => (negativePrompt ? { fal: { negative_prompt: negativePrompt } } : {}),
    refused: (result) => {
      const images = (result.providerMetadata.fal?.images ?? []) as { nsfw?: boolean }[];
      return images.length > 0 && images.every((image) => image.nsfw === true);
    },
  });
}

/** Replicate (`POST /v1/models/<owner>/<name>/predictions` with `Prefer: wait`); IMAGE_BASE_URL may point at a proxy. */
export function createReplicateImageProvider(connection: Connection): ImageProvider {
  const replicate = createReplicate({
    apiToken: connection.apiKey ?? "none",
    ...(connection.baseUrl ? { baseURL: connection.baseUrl } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
  return createAiSdkProvider({
    id: "replicate",
    label: "Replicate",
    modelId: connection.model,
    model: replicate.image(connection.model),
    capabilities: ["generate", "seed", "variations"],
    sizing: { kind: "aspect", ratios: ["1:1", "16:9", "9:16", "4:5", "3:2", "2:3", "5:4", "3:4", "4:3"] },
    timeoutMs: connection.timeoutMs,
  });
}

/**
 * Google's Gemini image models (`POST /v1beta/models/<model>:generateContent` answering inline
 * images): an aspect ratio rather than a size, input images for references and instruction
 * edits, no masks. The AI SDK no longer drives Imagen.
 */
export function createGoogleImageProvider(connection: Connection): ImageProvider {
  if (!connection.model.startsWith("gemini-"))
    throw new Error(`IMAGE_MODEL=${connection.model}: Google's image provider takes a Gemini image model (gemini-2.5-flash-image …)`);
  const google = createGoogleGenerativeAI({
    apiKey: connection.apiKey ?? "none",
    ...(connection.baseUrl ? { baseURL: connection.baseUrl } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
  return createAiSdkProvider({
    id: "google",
    label: "Google Gemini",
    modelId: connection.model,
    model: google.image(connection.model),
    capabilities: ["generate", "seed", "reference", "variations", "edit"],
    sizing: { kind: "aspect", ratios: ["1:1", "2:3", "3:2", "3:4", "4:3", "4:5", "5:4", "9:16", "16:9", "21:9"] },
    timeoutMs: connection.timeoutMs,
  });
}
