import type { ImageDownloadFormat } from "@framewise/contracts";
import sharp from "sharp";

const CONTENT_TYPES: Record<ImageDownloadFormat, string> = { png: "image/png", webp: "image/webp", jpeg: "image/jpeg" };

/** A picture in another format for download: lossless PNG and WebP, JPEG at high quality (flattened on white). */
export async function convertImage(bytes: Uint8Array, format: ImageDownloadFormat): Promise<{ bytes: Buffer; contentType: string }> {
  const image = sharp(bytes);
  const converted =
    format === "png"
      ? image.png()
      : format === "webp"
        ? image.webp({ lossless: true })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 92, mozjpeg: true });
  return { bytes: await converted.toBuffer(), contentType: CONTENT_TYPES[format] };
}
