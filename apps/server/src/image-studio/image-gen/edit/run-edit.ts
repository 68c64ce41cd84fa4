/**
 * For H1's `image-gen` job: a generation of kind "edit" is made by `makeEdit` (it reads the
 * parent image and the stored mask, then calls `runEdit`), in place of `makePictures`:
 *   if (row.kind === "edit") return makeEdit(deps, provider, row, run);
 * `runEdit(provider, row, parent, mask, run) → ProviderImage[]` is the provider part on its own.
 * Crops never come here: they are made at once when asked (start-edit.ts).
 */
import sharp from "sharp";
import type { Db } from "../../../platform/db/database.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import type { GenerationRow } from "../generation-queries.ts";
import { GenerationInputError, parentImage, type Pictures } from "../make-pictures.ts";
import { readStored } from "../store-image.ts";
import type { ImageProvider, InputImage, ProviderImage, ProviderRun } from "../providers/image-provider.ts";
import { compositeOutsideMask } from "./composite-outside-mask.ts";
import { isEditParams, type ExtendMargins } from "./edit-params.ts";
import { extendMask } from "./extend-mask.ts";

/** Reads what an edit starts from (the parent image, its mask) and makes it. */
export async function makeEdit(
  deps: { db: Db; storage: Storage },
  provider: ImageProvider,
  row: GenerationRow,
  run: ProviderRun,
): Promise<Pictures> {
  const parent = await parentImage(deps, row);
  const params = row.params;
  const maskKey = isEditParams(params) ? params.maskKey : undefined;
  const maskBytes = maskKey ? await readStored(deps.storage, maskKey) : undefined;
  if (maskKey && !maskBytes) throw new GenerationInputError("The mask of this edit has been deleted.");
  const mask = maskBytes ? { bytes: maskBytes, mimeType: "image/png" } : undefined;
  return { images: await runEdit(provider, row, parent, mask, run) };
}

/**
 * Asks the provider for an edit: an instruction over the whole picture; an inpaint inside the
 * mask; an extend as an inpaint of the larger canvas whose new margins are the mask. Masked
 * results are laid back over the original outside the mask, so those pixels stay exactly as they were.
 */
export async function runEdit(
  provider: ImageProvider,
  row: GenerationRow,
  parent: InputImage,
  mask: InputImage | undefined,
  run: ProviderRun,
): Promise<ProviderImage[]> {
  const params = row.params;
  if (!isEditParams(params)) throw new GenerationInputError("This edit has no mode.");
  if (!provider.edit) throw new GenerationInputError(`${provider.label} cannot edit images.`);
  const request = {
    prompt: params.instruction ?? row.prompt,
    negativePrompt: row.negativePrompt ?? undefined,
    width: row.width,
    height: row.height,
    count: row.count,
    seed: row.seed,
  };
  switch (params.mode) {
    case "instruction":
      return provider.edit({ ...request, image: parent, mask: undefined }, run);
    case "inpaint": {
      if (!mask) throw new GenerationInputError("This edit's mask is missing.");
      return keepOutsideMask(await provider.edit({ ...request, image: parent, mask }, run), parent, mask);
    }
    case "extend": {
      if (!params.extend) throw new GenerationInputError("This edit has no margins.");
      const canvas = await extendCanvas(parent, params.extend);
      const margins = { bytes: await extendMask(row, params.extend), mimeType: "image/png" };
      return keepOutsideMask(await provider.edit({ ...request, image: canvas, mask: margins }, run), canvas, margins);
    }
    case "crop":
      throw new GenerationInputError("A crop is made when it is asked for, not queued.");
  }
}

async function keepOutsideMask(results: ProviderImage[], original: InputImage, mask: InputImage): Promise<ProviderImage[]> {
  return Promise.all(
    results.map(async (result) => ({ ...result, bytes: await compositeOutsideMask(original.bytes, result.bytes, mask.bytes) })),
  );
}

/** The picture on a larger canvas, its edge pixels copied outwards (a better start for the provider than a flat colour). */
async function extendCanvas(parent: InputImage, margins: ExtendMargins): Promise<InputImage> {
  const bytes = await sharp(parent.bytes)
    .extend({ ...margins, extendWith: "copy" })
    .png()
    .toBuffer();
  return { bytes, mimeType: "image/png" };
}
