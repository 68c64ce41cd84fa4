import { setTimeout as wait } from "node:timers/promises";
import type { ImageProviderConfig } from "../../../platform/config/config.ts";
import { fitSize, maskPng } from "./fit-size.ts";
import type { EditRequest, GenerateRequest, ImageProvider, ProviderImage, ProviderRun, UpscaleRequest } from "./image-provider.ts";
import { ImageProviderError } from "./image-provider.ts";
import { failureFromAnswer, withinDeadline } from "./provider-failure.ts";

type Connection = Pick<ImageProviderConfig, "model" | "apiKey" | "baseUrl" | "timeoutMs"> & { fetch?: typeof fetch };

/** How often the progress is read while a request runs (the WebUI has no push channel). */
const PROGRESS_EVERY_MS = 500;
const DEFAULTS = { steps: 25, cfg: 7, sampler: "Euler a" };
/** How much of the picture img2img may change: a reference guides, an edit repaints more. */
const DENOISE = { reference: 0.75, edit: 0.6, inpaint: 0.9 };
/** The WebUI's upscaler used for 2× and 4×. */
const UPSCALER = "R-ESRGAN 4x+";

interface SdAnswer {
  images: string[];
  info?: string;
}

/**
 * AUTOMATIC1111's Stable Diffusion WebUI and Forge (`--api`): `/sdapi/v1/txt2img`,
 * `/sdapi/v1/img2img` (a reference as the starting picture, an edit, or inpainting with a mask),
 * `/sdapi/v1/extra-single-image` for 2× and 4× upscales. Progress is read from
 * `/sdapi/v1/progress` while a request runs; a cancel is `/sdapi/v1/interrupt`. IMAGE_API_KEY
 * is `user:password` for a WebUI started with `--api-auth`; IMAGE_MODEL a checkpoint to switch to.
 */
export function createAutomatic1111Provider(connection: Connection): ImageProvider {
  const baseUrl = connection.baseUrl;
  if (!baseUrl) throw new Error("IMAGE_BASE_URL must be set for AUTOMATIC1111");
  const send = connection.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (connection.apiKey) headers.authorization = `Basic ${Buffer.from(connection.apiKey).toString("base64")}`;
  const overrideSettings =
    connection.model === "current-checkpoint" ? {} : { override_settings: { sd_model_checkpoint: connection.model } };

  const post = async <T>(path: string, body: unknown, signal: AbortSignal): Promise<T> => {
    const answer = await send(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body), signal });
    const text = await answer.text();
    if (!answer.ok) throw failureFromAnswer(answer.status, webUiErrorText(text));
    return JSON.parse(text) as T;
  };

  /** Runs a txt2img or img2img request, reading its progress until it answers, and interrupting it when cancelled. */
  const render = (path: string, body: Record<string, unknown>, size: { width: number; height: number; seed: number }, run: ProviderRun) =>
    withinDeadline(run, connection.timeoutMs, async (signal) => {
      const interrupt = () => void send(`${baseUrl}/sdapi/v1/interrupt`, { method: "POST", headers }).catch(() => undefined);
      signal.addEventListener("abort", interrupt, { once: true });
      const finished = new AbortController();
      try {
        const watching = watchProgress(run, signal, finished.signal);
        const answer = await post<SdAnswer>(path, { ...body, ...overrideSettings, send_images: true, save_images: false }, signal).finally(
          () => finished.abort(),
        );
        await watching;
        return await pictures(answer, size);
      } finally {
        signal.removeEventListener("abort", interrupt);
      }
    });

  const watchProgress = async (run: ProviderRun, signal: AbortSignal, finished: AbortSignal) => {
    const both = AbortSignal.any([signal, finished]);
    while (!both.aborted) {
      try {
        await wait(PROGRESS_EVERY_MS, undefined, { signal: both });
        const answer = await send(`${baseUrl}/sdapi/v1/progress?skip_current_image=true`, { headers, signal: both });
        const state = (await answer.json()) as { progress?: number; state?: { sampling_step?: number; sampling_steps?: number } };
        if (both.aborted) return;
        const { sampling_step: step, sampling_steps: steps } = state.state ?? {};
        run.progress({ fraction: state.progress, ...(steps ? { step: `Step ${step ?? 0} of ${steps}` } : {}) });
      } catch {
        // Progress is a courtesy: a missed reading is not a failure, and the request's own answer decides.
      }
    }
  };

  const common = (
    request: { prompt: string; negativePrompt: string | undefined; width: number; height: number; count: number; seed: number },
    params: Record<string, number | string> = {},
  ) => ({
    prompt: request.prompt,
    negative_prompt: request.negativePrompt ?? "",
    seed: request.seed,
    width: request.width,
    height: request.height,
    batch_size: request.count,
    n_iter: 1,
    steps: Number(params.steps ?? DEFAULTS.steps),
    cfg_scale: Number(params.cfg ?? params.guidance ?? DEFAULTS.cfg),
    sampler_name: String(params.sampler ?? DEFAULTS.sampler),
  });

  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

  return {
    id: "automatic1111",
    label: "Stable Diffusion WebUI",
    model: connection.model,
    capabilities: ["generate", "negative", "seed", "reference", "variations", "upscale", "edit", "mask", "outpaint"],
    offlinePreview: false,
    nativeUpscale: [2, 4],
    generate: async (request: GenerateRequest, given: ProviderRun) => {
      const reference = request.references[0];
      if (!reference) return render("/sdapi/v1/txt2img", common(request, request.params), request, given);
      const start = await fitSize(reference.bytes, request.width, request.height);
      return render(
        "/sdapi/v1/img2img",
        { ...common(request, request.params), init_images: [base64(start)], denoising_strength: DENOISE.reference },
        request,
        given,
      );
    },
    edit: async (request: EditRequest, given: ProviderRun) => {
      const start = await fitSize(request.image.bytes, request.width, request.height);
      const body: Record<string, unknown> = { ...common(request), init_images: [base64(start)], denoising_strength: DENOISE.edit };
      if (request.mask)
        Object.assign(body, {
          mask: base64(await maskPng(request.mask.bytes, request.width, request.height)),
          // Start the masked area from the original's colours, and leave the rest alone.
          inpainting_fill: 1,
          inpaint_full_res: false,
          inpainting_mask_invert: 0,
          mask_blur: 4,
          denoising_strength: DENOISE.inpaint,
        });
      return render("/sdapi/v1/img2img", body, request, given);
    },
    upscale: (request: UpscaleRequest, given: ProviderRun) =>
      withinDeadline(given, connection.timeoutMs, async (signal) => {
        given.progress({ step: `Upscaling ${request.factor}× with ${UPSCALER}` });
        const answer = await post<{ image: string }>(
          "/sdapi/v1/extra-single-image",
          { image: base64(request.image.bytes), resize_mode: 0, upscaling_resize: request.factor, upscaler_1: UPSCALER },
          signal,
        );
        if (!answer.image) throw new ImageProviderError("bad_answer");
        return { bytes: Buffer.from(answer.image, "base64") };
      }),
  };

  /** The answer's pictures at the asked size, each with the seed the WebUI says it used. */
  async function pictures(answer: SdAnswer, size: { width: number; height: number; seed: number }): Promise<ProviderImage[]> {
    const seeds = parseSeeds(answer.info);
    const images: ProviderImage[] = [];
    // With a batch, the WebUI may add a grid of them all first: only as many as asked are pictures.
    for (const [index, image] of answer.images.slice(-Math.max(1, seeds.length || answer.images.length)).entries())
      images.push({
        bytes: await fitSize(Buffer.from(image, "base64"), size.width, size.height),
        seed: seeds[index] ?? (size.seed + index) % 2 ** 32,
      });
    if (!images.length) throw new ImageProviderError("bad_answer");
    return images;
  }
}

function parseSeeds(info: string | undefined): number[] {
  try {
    const parsed = JSON.parse(info ?? "{}") as { all_seeds?: number[] };
    return parsed.all_seeds ?? [];
  } catch {
    return [];
  }
}

/** The WebUI's errors: `{ error, detail, body, errors }`, the last with the exception's words. */
function webUiErrorText(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: string; detail?: unknown; errors?: string };
    return (
      [body.error, body.errors, typeof body.detail === "string" ? body.detail : body.detail ? JSON.stringify(body.detail) : ""]
        .filter(Boolean)
        .join(": ") || text
    );
  } catch {
    return text;
  }
}
