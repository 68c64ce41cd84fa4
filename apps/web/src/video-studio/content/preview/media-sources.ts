/**
 * Where the browser loads a source's still for the preview: an asset's 1280 px thumbnail (a
 * picture, or a clip's poster frame), which is plenty for a preview and far lighter than a
 * 12-megapixel original; an address as it is.
 */
export function previewUrl(src: string): string {
  return src.startsWith("asset:") ? `/api/v1/assets/${encodeURIComponent(src.slice("asset:".length))}/thumbnail/large` : src;
}

/** Where the browser plays a clip or a sound from: an asset's own file (served with byte ranges, so it seeks), or its address. */
export function mediaFileUrl(src: string): string {
  return src.startsWith("asset:") ? `/api/v1/assets/${encodeURIComponent(src.slice("asset:".length))}/file` : src;
}
