import { IMAGE_ASPECT_RATIOS, type ImageAspectRatio } from "@framewise/contracts";
import { DomainError } from "../../../kernel/errors.ts";
import type { CropRect, ExtendMargins } from "./edit-params.ts";

const ratioOf = (aspect: ImageAspectRatio) => {
  const [w, h] = aspect.split(":").map(Number);
  return w! / h!;
};

/** The listed aspect ratio closest to a size (a crop or an extend seldom lands exactly on one). */
export function nearestAspect(width: number, height: number): ImageAspectRatio {
  const ratio = Math.log(width / height);
  return IMAGE_ASPECT_RATIOS.reduce((best, aspect) =>
    Math.abs(Math.log(ratioOf(aspect)) - ratio) < Math.abs(Math.log(ratioOf(best)) - ratio) ? aspect : best,
  );
}

const invalid = (field: string, message: string) => new DomainError("unprocessable", "invalid_edit", message, { [field]: message });

/** A crop must lie inside the picture. */
export function checkCrop(rect: CropRect, image: { width: number; height: number }): void {
  if (rect.left + rect.width > image.width || rect.top + rect.height > image.height)
    throw invalid("crop", `The crop rectangle must lie inside the ${image.width} × ${image.height} image.`);
}

/** The canvas an extend makes, within the pixel cap; at least one side must grow. */
export function extendedSize(margins: ExtendMargins, image: { width: number; height: number }, maxPixels: number) {
  const width = image.width + margins.left + margins.right;
  const height = image.height + margins.top + margins.bottom;
  if (width === image.width && height === image.height) throw invalid("extend", "Add a margin to at least one side.");
  if (width * height > maxPixels)
    throw invalid("extend", `The extended canvas would be ${width} × ${height} pixels, more than the ${maxPixels} pixels allowed.`);
  return { width, height };
}
