import type { Content } from "@framewise/scene";

/** Every picture or clip the document names (slot values, the brand logo), once each. */
export function mediaSources(content: Content): string[] {
  const sources = new Set<string>();
  for (const scene of content.scenes) for (const value of Object.values(scene.slots)) if ("src" in value) sources.add(value.src);
  if (content.brandKit?.logo) sources.add(content.brandKit.logo);
  return [...sources];
}

/**
 * Where the browser loads a source for the preview: an asset's 1280 px still (a picture, or a
 * clip's poster frame), which is plenty for a preview and far lighter than a 12-megapixel
 * original; an address as it is.
 */
export function previewUrl(src: string): string {
  return src.startsWith("asset:") ? `/api/v1/assets/${encodeURIComponent(src.slice("asset:".length))}/thumbnail/large` : src;
}
