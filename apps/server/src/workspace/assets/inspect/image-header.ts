import sharp from "sharp";
import { asImageError } from "./thumbnails.ts";
import { MediaError } from "./media-error.ts";

export interface ImageHeader {
  /** As shown, after the EXIF orientation (a portrait photo stored sideways is taller than wide). */
  width: number;
  height: number;
  /** sharp's name of the decoder: "png", "jpeg", "webp", "gif", "svg". */
  format: string;
}

/**
 * An image's size from its header, without decoding its pixels, refused past `maxPixels`. This
 * is what stops a decompression bomb (a few kilobytes declaring 30000×30000) before anything
 * allocates for it; decoding also sets sharp's `limitInputPixels` as a second guard.
 */
export async function readImageHeader(file: string, maxPixels: number): Promise<ImageHeader> {
  // No pixel limit here, so the check below can say how large the image is.
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw asImageError(error);
    });
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new MediaError("damaged", "This image's size could not be read; it may be damaged.");
  if (width * height > maxPixels)
    throw new MediaError(
      "too_many_pixels",
      `This image is ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}.`,
    );
  return { width, height, format: metadata.format };
}

const megapixels = (pixels: number) => `${Number((pixels / 1e6).toPrecision(3))} megapixels`;
