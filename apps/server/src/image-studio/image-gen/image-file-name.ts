import type { ImageDownloadFormat } from "@framewise/contracts";

/** A download's name from its prompt: `misty-harbour-at-dawn-3f2a.png` (ASCII, short, unique enough). */
export function imageFileName(prompt: string, imageId: string, format: ImageDownloadFormat): string {
  const words = prompt
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${words || "image"}-${imageId.slice(0, 4)}.${format === "jpeg" ? "jpg" : format}`;
}

/** The download format a stored picture already is. */
export const formatOf = (mimeType: string): ImageDownloadFormat =>
  mimeType === "image/jpeg" ? "jpeg" : mimeType === "image/webp" ? "webp" : "png";
