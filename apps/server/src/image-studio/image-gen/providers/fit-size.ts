import sharp from "sharp";

/**
 * The picture at exactly the size asked for. Backends round sizes (to multiples of 8 or 64, or
 * to the few sizes a hosted model offers): a picture of another size is scaled to cover the
 * asked one and centred (Lanczos-3, PNG); one of the right size is kept byte for byte.
 */
export async function fitSize(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const metadata = await sharp(bytes).metadata();
  if (metadata.width === width && metadata.height === height) return bytes;
  return sharp(bytes).resize(width, height, { fit: "cover", kernel: sharp.kernel.lanczos3 }).png().toBuffer();
}

/** A mask as white (change) on black (keep), at the picture's size, as a PNG. */
export const maskPng = (mask: Uint8Array, width: number, height: number) =>
  sharp(mask).resize(width, height, { fit: "fill" }).greyscale().png().toBuffer();
