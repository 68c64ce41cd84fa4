import { fileTypeFromBuffer } from "file-type";
import { DomainError } from "../../kernel/errors.ts";
import { safeFetch, type SafeFetchOptions } from "../../platform/net/safe-fetch.ts";

/** A preview is a thumbnail in a form: a picture past this is not worth the wait. */
const MAX_PREVIEW_BYTES = 15 * 1024 * 1024;
const PREVIEW_TIMEOUT_MS = 15_000;
/**
 * Pictures a preview may be, by their bytes. Raster only: an SVG is a document that can carry
 * script, and is never served from this origin on a stranger's behalf.
 */
export const PREVIEW_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/**
 * One of a page's pictures, fetched for the import form's thumbnail through the safe fetcher
 * (public addresses only, capped in size and time), so the form never hot-links a stranger's
 * address (the app's content policy blocks `http:` pictures, and the shop would see each viewer).
 * The type sent back is what the bytes are, never the remote server's word.
 */
export async function fetchPageImage(
  url: string,
  options: Pick<SafeFetchOptions, "allowLoopbackForTests" | "lookup" | "signal"> = {},
): Promise<{ bytes: Buffer; type: (typeof PREVIEW_TYPES)[number] }> {
  const image = await safeFetch(url, {
    ...options,
    maxBytes: MAX_PREVIEW_BYTES,
    timeoutMs: PREVIEW_TIMEOUT_MS,
    accept: PREVIEW_TYPES.join(","),
  });
  const sniffed = (await fileTypeFromBuffer(image.body))?.mime;
  const type = PREVIEW_TYPES.find((each) => each === sniffed);
  if (!type)
    throw new DomainError("unprocessable", "not_an_image", "That address does not answer with a picture (JPEG, PNG, WebP, GIF or AVIF).", {
      url: "Give the address of one of the page's pictures.",
    });
  return { bytes: image.body, type };
}
