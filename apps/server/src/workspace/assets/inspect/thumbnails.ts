import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { THUMBNAIL_SIZES, type ThumbnailSize } from "@framewise/contracts";
import { MediaError } from "./media-error.ts";

const SIZES = Object.entries(THUMBNAIL_SIZES) as [ThumbnailSize, number][];
const LARGEST = Math.max(...Object.values(THUMBNAIL_SIZES));

/**
 * Writes the WebP thumbnails (`thumb-small.webp`…, longest side at most each size, never
 * enlarged) of an image sharp is set to read, already oriented, into `outputDir`.
 *
 * The original is decoded once, straight to the largest size; the smaller ones are made from
 * that. So a decoding failure can only be the file's fault (and says so), while a failure
 * writing the thumbnails is ours and is thrown as it is. No metadata is written: sharp drops
 * EXIF (camera, GPS position), XMP and ICC by default, and we never ask it to keep them.
 */
export async function writeThumbnails(image: Sharp, outputDir: string): Promise<Record<ThumbnailSize, string>> {
  const largest = await image
    .resize({ width: LARGEST, height: LARGEST, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw asImageError(error);
    });
  const { width, height, channels } = largest.info;
  const thumbnails = {} as Record<ThumbnailSize, string>;
  for (const [size, longest] of SIZES) {
    const file = path.join(outputDir, `thumb-${size}.webp`);
    await sharp(largest.data, { raw: { width, height, channels } })
      .resize({ width: longest, height: longest, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(file);
    thumbnails[size] = file;
  }
  return thumbnails;
}

/** sharp's complaint about an input, as a reason a person can read (a missing input is ours, kept as it is). */
export function asImageError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && /input file is missing/i.test(message)) return error;
  if (/pixel limit/i.test(message)) return new MediaError("too_many_pixels", "This image has more pixels than the library accepts.");
  return new MediaError("damaged", "This image is damaged or incomplete and could not be decoded.");
}
