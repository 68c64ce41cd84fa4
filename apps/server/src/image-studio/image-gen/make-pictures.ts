import sharp from "sharp";
import { originalKey } from "../../workspace/assets/asset-files.ts";
import type { Db } from "../../platform/db/database.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { GenerationParams } from "./generation-params.ts";
import type { GenerationRow } from "./generation-queries.ts";
import { imageKey } from "./image-gen-files.ts";
import { readStored } from "./store-image.ts";
import { findImageRow } from "./image-queries.ts";
import type { ImageProvider, InputImage, ProviderImage, ProviderRun } from "./providers/image-provider.ts";

/** The pictures a generation made, and how, when that is worth saying ("Resampled 4× …"). */
export interface Pictures {
  images: ProviderImage[];
  step?: string;
  params?: GenerationParams;
}

/** Why a generation cannot go on, for people (not a provider failure: nothing was asked of it). */
export class GenerationInputError extends Error {}

interface Inputs {
  db: Db;
  storage: Storage;
}

/** Asks the provider for a generation's pictures: fresh ones, variations or an upscale (edits: edit/run-edit.ts). */
export async function makePictures(deps: Inputs, provider: ImageProvider, row: GenerationRow, run: ProviderRun): Promise<Pictures> {
  const params = row.params as GenerationParams;
  const prompt = params.providerPrompt ?? row.prompt;
  const negativePrompt = (params.providerNegative ?? row.negativePrompt) || undefined;
  const size = { width: row.width, height: row.height };
  if (row.kind === "generate") {
    const references = await Promise.all(row.referenceAssetIds.map((id) => referenceImage(deps, row.userId, id)));
    const images = await provider.generate(
      { prompt, negativePrompt, ...size, count: row.count, seed: row.seed, references, params: params.vibeParams ?? {} },
      run,
    );
    return { images };
  }
  const parent = await parentImage(deps, row);
  if (row.kind === "variation") {
    if (provider.variations)
      return { images: await provider.variations({ image: parent, prompt, count: row.count, seed: row.seed, ...size }, run) };
    // Without its own variations: the same recipe with a new seed, the parent as reference where it takes one.
    const references = provider.capabilities.includes("reference") ? [parent] : [];
    const images = await provider.generate(
      { prompt, negativePrompt, ...size, count: row.count, seed: row.seed, references, params: params.vibeParams ?? {} },
      run,
    );
    return { images };
  }
  if (row.kind === "upscale") {
    const factor = params.factor ?? 2;
    if (provider.upscale && provider.nativeUpscale.includes(factor))
      return {
        images: [await provider.upscale({ image: parent, factor }, run)],
        step: `Upscaled ${factor}× by ${provider.label}`,
        params: { ...params, upscaleMethod: "native" },
      };
    run.progress({ step: `Resampling ${factor}×` });
    return {
      images: [{ bytes: await resample(parent.bytes, row.width, row.height), seed: row.seed }],
      step: `Resampled ${factor}× (high-quality Lanczos resample, not AI upscaling)`,
      params: { ...params, upscaleMethod: "resampled" },
    };
  }
  throw new GenerationInputError(`A ${row.kind} is not made here.`);
}

/** A high-quality resample to the exact size: Lanczos-3, as PNG (no further loss). */
const resample = (bytes: Uint8Array, width: number, height: number) =>
  sharp(bytes).resize(width, height, { kernel: sharp.kernel.lanczos3, fit: "fill" }).png().toBuffer();

/** The picture a variation, upscale or edit starts from. */
export async function parentImage(deps: Inputs, row: GenerationRow): Promise<InputImage> {
  const parent = row.parentImageId ? await findImageRow(deps.db, row.parentImageId) : undefined;
  const bytes = parent ? await readStored(deps.storage, imageKey(parent.userId, parent.id)) : undefined;
  if (!parent || !bytes) throw new GenerationInputError("The image this was to be made from has been deleted.");
  return { bytes, mimeType: parent.mimeType };
}

async function referenceImage(deps: Inputs, userId: string, assetId: string): Promise<InputImage> {
  const asset = await findOwnableRow(deps.db, "asset", assetId);
  const bytes = asset?.userId === userId ? await readStored(deps.storage, originalKey(userId, assetId)) : undefined;
  if (!asset || !bytes) throw new GenerationInputError("A reference image has been deleted from your library.");
  // Providers take PNG, JPEG or WebP; anything else in the library (GIF, SVG) goes as PNG.
  if (["image/png", "image/jpeg", "image/webp"].includes(asset.mimeType)) return { bytes, mimeType: asset.mimeType };
  return { bytes: await sharp(bytes).png().toBuffer(), mimeType: "image/png" };
}
