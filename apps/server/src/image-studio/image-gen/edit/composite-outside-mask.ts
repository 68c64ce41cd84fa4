import sharp from "sharp";

/**
 * The provider's result laid back over the original through the mask: where the mask is black
 * the original's pixels come out exactly (hosted mask edits drift everywhere a little), where it
 * is white the result's, and grey edges blend the two. The result is resized to the original's
 * size first when the provider answered another. Answers a PNG (RGBA, so no further loss).
 */
export async function compositeOutsideMask(original: Uint8Array, result: Uint8Array, mask: Uint8Array): Promise<Buffer> {
  const base = await sharp(original).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const painted = await sharp(result).resize(width, height, { fit: "fill" }).ensureAlpha().raw().toBuffer();
  // Flattened on black first: a transparent mask pixel means "keep".
  const alpha = await sharp(mask)
    .flatten({ background: "#000000" })
    .resize(width, height, { fit: "fill" })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.from(base.data);
  for (let pixel = 0; pixel < alpha.length; pixel++) {
    const weight = alpha[pixel]!;
    if (weight === 0) continue;
    for (let channel = pixel * 4; channel < pixel * 4 + 4; channel++)
      out[channel] = Math.round((base.data[channel]! * (255 - weight) + painted[channel]! * weight) / 255);
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
