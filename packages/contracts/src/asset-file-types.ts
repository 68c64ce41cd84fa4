import type { AssetKind } from "./assets.ts";

/**
 * The file types the library keeps, by the extension a name may carry: the server holds uploads
 * to it and the browser's file pickers offer it. WOFF (1) is left out on purpose: every browser
 * that can edit a video reads WOFF2, and one web font format is enough to support.
 */
const BY_EXTENSION: Record<string, { kind: AssetKind; mime: string }> = {
  png: { kind: "image", mime: "image/png" },
  jpg: { kind: "image", mime: "image/jpeg" },
  jpeg: { kind: "image", mime: "image/jpeg" },
  webp: { kind: "image", mime: "image/webp" },
  avif: { kind: "image", mime: "image/avif" },
  gif: { kind: "image", mime: "image/gif" },
  svg: { kind: "image", mime: "image/svg+xml" },
  mp4: { kind: "video", mime: "video/mp4" },
  mov: { kind: "video", mime: "video/quicktime" },
  webm: { kind: "video", mime: "video/webm" },
  mp3: { kind: "audio", mime: "audio/mpeg" },
  wav: { kind: "audio", mime: "audio/wav" },
  m4a: { kind: "audio", mime: "audio/mp4" },
  ogg: { kind: "audio", mime: "audio/ogg" },
  ttf: { kind: "font", mime: "font/ttf" },
  otf: { kind: "font", mime: "font/otf" },
  woff2: { kind: "font", mime: "font/woff2" },
};

/** The extension of a name, lower-case and without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The kind a file's name promises, or undefined for a name the library does not keep. */
export function kindFromFileName(fileName: string): AssetKind | undefined {
  return BY_EXTENSION[extensionOf(fileName)]?.kind;
}

/** The usual extension for a MIME type we keep ("jpg" for image/jpeg), for download names. */
export function extensionFor(mimeType: string): string | undefined {
  return Object.entries(BY_EXTENSION).find(([, type]) => type.mime === mimeType)?.[0];
}

/** What the library keeps, in words, for messages that refuse something else. */
export const KEPT_TYPES_IN_WORDS =
  "images (PNG, JPEG, WebP, AVIF, GIF, SVG), videos (MP4, MOV, WebM), sounds (MP3, WAV, M4A, OGG) and fonts (TTF, OTF, WOFF2)";

/** A file input's `accept` list for some kinds (all by default), e.g. ".png,.jpg,…". */
export function acceptedExtensions(kinds: readonly AssetKind[] = Object.values(BY_EXTENSION).map((type) => type.kind)): string {
  return Object.entries(BY_EXTENSION)
    .filter(([, type]) => kinds.includes(type.kind))
    .map(([extension]) => `.${extension}`)
    .join(",");
}
