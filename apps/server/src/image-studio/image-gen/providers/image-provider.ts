import type { ImageCapability } from "@framewise/contracts";

/**
 * The one interface every image backend implements (offline generator, OpenAI-compatible Images
 * API, ComfyUI, AUTOMATIC1111/Forge, hosted services through the AI SDK). Each declares what it
 * can do; the job calls only that, and the create form offers only that.
 */
export interface ImageProvider {
  /** Stable id stored in each generation's recipe (`offline`, `openai`, `comfyui`…). */
  readonly id: string;
  readonly label: string;
  readonly model: string;
  readonly capabilities: readonly ImageCapability[];
  /** True only for the built-in offline preview generator: its pictures are never presented as AI output. */
  readonly offlinePreview: boolean;
  /** Factors its own upscaler does; any other factor is resampled by us (and the UI says so). */
  readonly nativeUpscale: readonly number[];
  generate(request: GenerateRequest, run: ProviderRun): Promise<ProviderImage[]>;
  /** Instruction edit or mask inpainting; declared by `edit` / `mask` / `outpaint`. */
  edit?(request: EditRequest, run: ProviderRun): Promise<ProviderImage[]>;
  /** Declared by `upscale`, for the factors in `nativeUpscale`. */
  upscale?(request: UpscaleRequest, run: ProviderRun): Promise<ProviderImage>;
  /** Declared by `variations`; a provider without it gets variations as a generate with the parent as reference and a new seed. */
  variations?(request: VariationRequest, run: ProviderRun): Promise<ProviderImage[]>;
}

/** A picture as the provider answered it: encoded bytes (PNG, JPEG or WebP). */
export interface ProviderImage {
  bytes: Uint8Array;
  /** The seed the backend used for this picture, when it says. */
  seed?: number;
}

export interface InputImage {
  bytes: Uint8Array;
  mimeType: string;
}

/** What every request that makes pictures names: the words, the size, how many and the seed. */
export interface PictureSpec {
  /** The prompt with the vibe's fragment already joined on (an edit's instruction for an edit). */
  prompt: string;
  negativePrompt: string | undefined;
  width: number;
  height: number;
  count: number;
  seed: number;
}

export interface GenerateRequest extends PictureSpec {
  references: InputImage[];
  /** The vibe's parameters (steps, guidance…), for backends that take them. */
  params: Record<string, number | string>;
}

export interface EditRequest extends PictureSpec {
  image: InputImage;
  /** White where the picture may change, black where it must stay; the same size as `image`. Absent for an instruction edit. */
  mask: InputImage | undefined;
}

export interface UpscaleRequest {
  image: InputImage;
  factor: number;
}

export interface VariationRequest {
  image: InputImage;
  prompt: string;
  count: number;
  seed: number;
  width: number;
  height: number;
}

/** What a running request may use: cancellation, and a way to report progress live. */
export interface ProviderRun {
  signal: AbortSignal;
  /** 0..1 and/or the provider's own words ("step 12 of 30"); sent on as a live event. */
  progress(update: { fraction?: number; step?: string }): void;
  /** The backend's own job id (ComfyUI's prompt id), kept with the generation. */
  providerJob?(id: string): void;
}

/** Why a provider failed, mapped to a clear message for the person (and not counted against their quota). */
export const IMAGE_PROVIDER_FAILURES = {
  content_policy: "The image service refused this prompt under its content policy. Try wording it differently.",
  timeout: "The image service took too long to answer.",
  out_of_memory: "The image server ran out of GPU memory. Try a smaller size or fewer images.",
  bad_credentials: "The image service refused our credentials. Ask an administrator to check IMAGE_API_KEY.",
  unavailable: "The image service could not be reached.",
  bad_answer: "The image service answered with something that is not an image.",
  failed: "The image service could not make this image.",
} as const;
export type ImageProviderFailureCode = keyof typeof IMAGE_PROVIDER_FAILURES;

export class ImageProviderError extends Error {
  readonly code: ImageProviderFailureCode;
  constructor(code: ImageProviderFailureCode, detail?: string) {
    super(detail ? `${IMAGE_PROVIDER_FAILURES[code]} (${detail})` : IMAGE_PROVIDER_FAILURES[code]);
    this.code = code;
  }
}
