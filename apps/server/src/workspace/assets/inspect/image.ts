import sharp, { type SharpOptions } from "sharp";
import { THUMBNAIL_SIZES, type ThumbnailSize } from "@framewise/contracts";
import { readImageHeader, type ImageHeader } from "./image-header.ts";
import { writeThumbnails } from "./thumbnails.ts";

export interface ImageFacts {
  width: number;
  height: number;
  thumbnails: Record<ThumbnailSize, string>;
}

/**
 * An image's size and its WebP thumbnails in `outputDir`: upright (EXIF orientation applied),
 * first frame of an animation, no metadata carried over (so no GPS position).
 *
 * SVG is rasterised by librsvg, which runs no scripts and fetches nothing, so an SVG with a
 * `<script>` still gets harmless thumbnails. The original SVG can still run its script if a
 * browser opens it as a page: it must only ever be served as an attachment (http/send-stored.ts).
 */
export async function inspectImage(file: string, options: { maxPixels: number; outputDir: string }): Promise<ImageFacts> {
  const header = await readImageHeader(file, options.maxPixels);
  const input: SharpOptions = {
    limitInputPixels: options.maxPixels,
    // A cut-off download decodes to a half-grey picture; refuse it rather than keep it.
    failOn: "truncated",
    ...(header.format === "svg" ? { density: svgDensity(header, options.maxPixels) } : {}),
  };
  const thumbnails = await writeThumbnails(sharp(file, input).rotate(), options.outputDir);
  return { width: header.width, height: header.height, thumbnails };
}

/**
 * A vector image has no pixels to enlarge: draw it at the largest thumbnail's size (a 24 px icon
 * would otherwise get a 24 px thumbnail), within the pixel cap. The header's size is at 72 dpi.
 */
function svgDensity({ width, height }: ImageHeader, maxPixels: number): number {
  const scale = Math.min(Math.max(...Object.values(THUMBNAIL_SIZES)) / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  return Math.min(100_000, Math.max(1, 72 * scale));
}
