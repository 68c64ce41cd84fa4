import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { DomainError, tooLarge } from "../../../kernel/errors.ts";

export interface MaskLimits {
  maxBytes: number;
  maxPixels: number;
}

const invalidMask = (message: string) => new DomainError("unprocessable", "invalid_mask", message, { mask: message });

/**
 * An uploaded mask is checked like an asset before anything uses it: its bytes must really be a
 * PNG (whatever the client called it), within the image upload caps in bytes and pixels (read from
 * the header, so a decompression bomb is refused undecoded), and exactly the size of the image it masks.
 */
export async function checkEditMask(bytes: Uint8Array, limits: MaskLimits, image: { width: number; height: number }): Promise<void> {
  if (bytes.byteLength === 0) throw invalidMask("The mask is empty (0 bytes).");
  if (bytes.byteLength > limits.maxBytes) throw tooLarge("The mask", limits.maxBytes, "mask");
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "image/png" && type?.mime !== "image/apng")
    throw invalidMask(`The mask must be a PNG image; this file is ${type ? type.ext.toUpperCase() : "not an image we recognise"}.`);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw invalidMask("The mask's size could not be read; it may be damaged.");
  if (header.width * header.height > limits.maxPixels)
    throw invalidMask(`The mask is ${header.width} × ${header.height} pixels, more than the ${limits.maxPixels} pixels allowed.`);
  if (header.width !== image.width || header.height !== image.height)
    throw invalidMask(
      `The mask is ${header.width} × ${header.height} pixels but the image is ${image.width} × ${image.height}; they must be the same size.`,
    );
}
