import type { FastifyReply, FastifyRequest } from "fastify";
import type { Storage } from "../platform/storage/storage.ts";
import { attachmentDisposition } from "../kernel/attachment.ts";
import { DomainError, notFound } from "../kernel/errors.ts";

export type ByteRange = { start: number; end?: number } | { suffix: number };

/** One `bytes=` range (what players send); several ranges or a malformed header: the whole file. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") return { suffix: Number(match[2]) };
  return { start: Number(match[1]), end: match[2] === "" ? undefined : Number(match[2]) };
}

export interface StoredFileOptions {
  contentType: string;
  attachmentName?: string;
  /** By default cached for good by the browser: an object never changes under its key. */
  cacheControl?: string;
}

/**
 * Streams a stored object: range requests answered with 206 (players seek), the detected type,
 * cached (for good unless told otherwise), optionally as a download.
 */
export async function sendStored(reply: FastifyReply, storage: Storage, key: string, options: StoredFileOptions & { range?: ByteRange }) {
  const info = await storage.stat(key);
  if (!info) throw notFound("That file");
  const size = info.size;
  let span: { start: number; end: number } | undefined;
  if (options.range) {
    const start = "suffix" in options.range ? Math.max(0, size - options.range.suffix) : options.range.start;
    const end = "suffix" in options.range ? size - 1 : Math.min(size - 1, options.range.end ?? size - 1);
    if (start >= size || start > end) {
      reply.header("Content-Range", `bytes */${size}`);
      throw new DomainError("range_not_satisfiable", "range_not_satisfiable", "That byte range is outside the file.");
    }
    span = { start, end };
  }
  const object = await storage.read(key, span);
  if (!object) throw notFound("That file");
  reply
    .type(options.contentType)
    .header("Accept-Ranges", "bytes")
    .header("Cache-Control", options.cacheControl ?? "private, max-age=31536000, immutable")
    .header("Content-Length", String(span ? span.end - span.start + 1 : size));
  if (options.attachmentName) reply.header("Content-Disposition", attachmentDisposition(options.attachmentName));
  // Even a downloaded file must never run as a page of ours.
  reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (span) reply.status(206).header("Content-Range", `bytes ${span.start}-${span.end}/${size}`);
  return reply.send(object.stream);
}

/**
 * A stored object for a request: a download (`download` with an `attachmentName`) from a bucket
 * that serves presigned links is a redirect there, so big files do not pass through us; anything
 * else streams with its ranges.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: StoredFileOptions & { download: boolean },
) {
  const { download, ...file } = options;
  const direct =
    download && file.attachmentName
      ? await storage.downloadUrl(key, { fileName: file.attachmentName, contentType: file.contentType })
      : undefined;
  if (direct) return reply.header("Cache-Control", "no-store").redirect(direct, 302);
  return sendStored(reply, storage, key, { ...file, range: parseRange(request.headers.range) });
}
