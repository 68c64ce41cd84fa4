import { stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import { extensionFor, extensionOf, kindFromFileName, KEPT_TYPES_IN_WORDS, type AssetKind } from "@framewise/contracts";
import { MediaError } from "./media-error.ts";
import { isSvgFile } from "./svg-head.ts";

export interface SniffedFile {
  kind: AssetKind;
  /** The type the content shows, never the client's word for it. */
  mime: string;
  /** The usual extension for that type ("jpg" for any JPEG). */
  extension: string;
}

/** A content type we keep, as the bytes show it. */
interface ContentType {
  /** For messages: "This file is a PNG image". */
  label: string;
  mime: string;
  /** ISO base media files (MP4, MOV, M4A) look alike with or without pictures: the name decides. */
  kind: AssetKind | "audio-or-video";
}

const iso = (label: string): ContentType => ({ label, mime: "", kind: "audio-or-video" });

/** file-type's answers we accept, by its MIME type. */
const CONTENT_TYPES: Record<string, ContentType> = {
  "image/png": { label: "a PNG image", mime: "image/png", kind: "image" },
  // An animated PNG is still a PNG; sharp reads its first frame.
  "image/apng": { label: "a PNG image", mime: "image/png", kind: "image" },
  "image/jpeg": { label: "a JPEG image", mime: "image/jpeg", kind: "image" },
  "image/webp": { label: "a WebP image", mime: "image/webp", kind: "image" },
  "image/avif": { label: "an AVIF image", mime: "image/avif", kind: "image" },
  "image/gif": { label: "a GIF image", mime: "image/gif", kind: "image" },
  "image/svg+xml": { label: "an SVG image", mime: "image/svg+xml", kind: "image" },
  "video/mp4": iso("an MP4 file"),
  "video/quicktime": iso("a QuickTime movie"),
  "video/x-m4v": iso("an MP4 file"),
  "video/3gpp": iso("an MP4 file"),
  "video/3gpp2": iso("an MP4 file"),
  // file-type says audio/x-m4a for the "M4A " brand; ffmpeg's own .m4a files say "isom" (video/mp4).
  "audio/x-m4a": iso("an M4A sound"),
  "audio/mp4": iso("an M4A sound"),
  "video/webm": { label: "a WebM video", mime: "video/webm", kind: "video" },
  "audio/mpeg": { label: "an MP3 sound", mime: "audio/mpeg", kind: "audio" },
  "audio/wav": { label: "a WAV sound", mime: "audio/wav", kind: "audio" },
  "audio/ogg": { label: "an Ogg sound", mime: "audio/ogg", kind: "audio" },
  "audio/ogg; codecs=opus": { label: "an Ogg sound", mime: "audio/ogg", kind: "audio" },
  "font/ttf": { label: "a TrueType font", mime: "font/ttf", kind: "font" },
  "font/otf": { label: "an OpenType font", mime: "font/otf", kind: "font" },
  "font/woff2": { label: "a WOFF2 font", mime: "font/woff2", kind: "font" },
};

/** Within the ISO family the content says MP4 or MOV; the name says picture or sound. */
function isoMime(kind: AssetKind, detectedMime: string): string {
  if (kind === "audio") return "audio/mp4";
  return detectedMime === "video/quicktime" ? "video/quicktime" : "video/mp4";
}

/**
 * What a received file really is, from its bytes, checked against the name (and the type, if
 * one was declared) the client gave. The name and content must promise the same kind of asset;
 * the exact format may differ (a JPEG named .png is an image all the same), and the MIME type
 * returned is always the content's. Refuses empty files, unknown content and mismatches.
 */
export async function sniffFile(file: string, declaredName: string, declaredType?: string): Promise<SniffedFile> {
  if ((await stat(file)).size === 0) throw new MediaError("empty_file", "This file is empty (0 bytes).");
  const content = await detectContent(file);
  const nameKind = kindFromFileName(declaredName);
  const extension = extensionOf(declaredName);
  const kind = content.kind !== "audio-or-video" ? content.kind : nameKind === "audio" || nameKind === "video" ? nameKind : undefined;
  if (!kind || kind !== nameKind) {
    const says = extension ? `its name says .${extension}` : "its name has no extension";
    throw new MediaError("type_mismatch", `This file is ${content.label}, but ${says}.`);
  }
  if (declaredType && !declaredTypeAgrees(kindOfDeclaredType(declaredType), kind, content))
    throw new MediaError("type_mismatch", `This file is ${content.label}, but it was sent as ${declaredType}.`);
  const mime = content.kind === "audio-or-video" ? isoMime(kind, content.mime) : content.mime;
  return { kind, mime, extension: extensionFor(mime) ?? extension };
}

async function detectContent(file: string): Promise<ContentType> {
  const detected = await fileTypeFromFile(file);
  // SVG is text: file-type finds nothing, or just XML when there is an XML declaration.
  if ((!detected || detected.mime === "application/xml") && (await isSvgFile(file))) return CONTENT_TYPES["image/svg+xml"]!;
  const known = detected && CONTENT_TYPES[detected.mime];
  if (known) return known.kind === "audio-or-video" ? { ...known, mime: detected.mime } : known;
  if (detected)
    throw new MediaError(
      "unsupported_type",
      `This file's type is ${detected.ext.toUpperCase()} (${detected.mime}), which the library does not keep. It keeps ${KEPT_TYPES_IN_WORDS}.`,
    );
  throw new MediaError(
    "unsupported_type",
    `This file is not a type the library keeps (its content was not recognised). It keeps ${KEPT_TYPES_IN_WORDS}.`,
  );
}

/** A declared type that names no kind says nothing; within the ISO family audio and video are one. */
function declaredTypeAgrees(declaredKind: AssetKind | undefined, kind: AssetKind, content: ContentType): boolean {
  if (!declaredKind || declaredKind === kind) return true;
  return content.kind === "audio-or-video" && (declaredKind === "audio" || declaredKind === "video");
}

/**
 * The kind a client's declared type names, or undefined when it names none we can hold it to:
 * browsers send application/octet-stream, application/x-font-ttf and the like for fonts and
 * anything their system does not know.
 */
function kindOfDeclaredType(declaredType: string): AssetKind | undefined {
  const type = declaredType.split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("font/") || /^application\/(x-font|font-|vnd\.ms-opentype)/.test(type)) return "font";
  if (type === "application/ogg") return "audio";
  const top = type.split("/")[0];
  return top === "image" || top === "video" || top === "audio" ? top : undefined;
}
