import { createCanvas, loadImage } from "@napi-rs/canvas";
import sharp from "sharp";
import type {
  EditRequest,
  GenerateRequest,
  ImageProvider,
  InputImage,
  ProviderImage,
  ProviderRun,
  VariationRequest,
} from "./image-provider.ts";
import { paintArt, type ArtOptions, type Hsl } from "./offline-art.ts";
import { withPngText } from "./png-text.ts";

export const OFFLINE_PROVIDER_ID = "offline";
export const OFFLINE_LABEL = "Offline preview generator";
/** Written into every picture's PNG metadata: what made it, and that it is not AI output. */
export const OFFLINE_METADATA = "Framewise offline preview generator: deterministic abstract art, not AI output";

/** Seeds are unsigned 32-bit integers; the nth picture of a request takes the next one. */
const nthSeed = (seed: number, index: number) => (seed + index) % 2 ** 32;

/**
 * The built-in offline preview generator, the embedded default: abstract art drawn from the
 * prompt and seed, the same bytes for the same pair. It makes variations (the parent re-worked
 * with re-seeded shapes), instruction edits (the same over the whole picture) and mask edits
 * (new art inside the mask only), takes its palette from reference images, and has no upscaler
 * of its own. Every picture says "offline preview" on it and in its metadata.
 */
export function createOfflineGenerator(): ImageProvider {
  return {
    id: OFFLINE_PROVIDER_ID,
    label: OFFLINE_LABEL,
    model: "offline-preview",
    capabilities: ["generate", "seed", "reference", "variations", "edit", "mask", "outpaint"],
    offlinePreview: true,
    nativeUpscale: [],
    generate: async (request: GenerateRequest, run: ProviderRun) => {
      const colours = await referenceColours(request.references);
      return eachPicture(request, run, (seed) =>
        fresh({ width: request.width, height: request.height, prompt: request.prompt, seed, colours }),
      );
    },
    variations: (request: VariationRequest, run: ProviderRun) =>
      eachPicture(request, run, (seed) => reworked(request.image, request, seed)),
    edit: (request: EditRequest, run: ProviderRun) =>
      eachPicture(request, run, (seed) =>
        request.mask ? inpainted(request.image, request.mask, request, seed) : reworked(request.image, request, seed),
      ),
  };
}

/** Makes `count` pictures one after the other, telling how far along it is and stopping when asked. */
async function eachPicture(
  request: { count: number; seed: number },
  run: ProviderRun,
  paint: (seed: number) => Promise<Uint8Array>,
): Promise<ProviderImage[]> {
  const images: ProviderImage[] = [];
  for (let index = 0; index < request.count; index++) {
    run.signal.throwIfAborted();
    run.progress({ fraction: index / request.count, step: `Painting ${index + 1} of ${request.count}` });
    const seed = nthSeed(request.seed, index);
    images.push({ bytes: withPngText(await paint(seed), "Software", OFFLINE_METADATA), seed });
    // Painting is synchronous work: let the event loop breathe (and a cancel land) between pictures.
    await new Promise((resolve) => setImmediate(resolve));
  }
  run.signal.throwIfAborted();
  run.progress({ fraction: 1, step: `Painted ${request.count} of ${request.count}` });
  return images;
}

async function fresh(options: ArtOptions): Promise<Uint8Array> {
  const canvas = createCanvas(options.width, options.height);
  paintArt(canvas.getContext("2d"), options);
  return canvas.encode("png");
}

/** The picture kept, with shapes and words from the prompt and a new seed laid over it. */
async function reworked(image: InputImage, size: { width: number; height: number; prompt: string }, seed: number): Promise<Uint8Array> {
  const { width, height } = size;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(await loadImage(Buffer.from(image.bytes)), 0, 0, width, height);
  ctx.globalAlpha = 0.6;
  paintArt(ctx, { width, height, prompt: size.prompt, seed, overlay: true });
  return canvas.encode("png");
}

/** New art where the mask is white, the picture exactly as it was where it is black. */
async function inpainted(
  image: InputImage,
  mask: InputImage,
  size: { width: number; height: number; prompt: string },
  seed: number,
): Promise<Uint8Array> {
  const { width, height } = size;
  const art = await fresh({ width, height, prompt: size.prompt, seed, colours: await referenceColours([image]) });
  const alpha = await sharp(mask.bytes).resize(width, height, { fit: "fill" }).greyscale().extractChannel(0).raw().toBuffer();
  // Two steps: sharp removes alpha after joining channels within one pipeline, which would drop the mask.
  const colours = await sharp(art).removeAlpha().raw().toBuffer();
  const maskedArt = await sharp(colours, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(image.bytes)
    .resize(width, height, { fit: "fill" })
    .composite([{ input: maskedArt }])
    .png()
    .toBuffer();
}

/** A few colours from the reference pictures (a 2×2 reduction of each), to start the palette with. */
async function referenceColours(references: readonly InputImage[]): Promise<Hsl[]> {
  const colours: Hsl[] = [];
  for (const reference of references.slice(0, 2)) {
    const pixels = await sharp(reference.bytes).removeAlpha().resize(2, 2, { fit: "fill" }).raw().toBuffer();
    for (let at = 0; at + 2 < pixels.length; at += 3) colours.push(hsl(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!));
  }
  return colours.slice(0, 3);
}

function hsl(red: number, green: number, blue: number): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s: s * 100, l: l * 100 };
}
