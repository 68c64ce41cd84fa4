import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadImage } from "@napi-rs/canvas";
import { imageSize } from "image-size";
import { mediaLengths, mediaSources, type Content, type Layout, type MediaLengths } from "@framewise/scene";
import { safeFetchToFile, type SafeFetchOptions } from "../net/safe-fetch.ts";
import { probeDuration, probeVideo } from "@framewise/media";
import type { MediaFiles } from "./frame-painter.ts";
import { mediaPlaces, unpreparedMessage } from "./media-places.ts";

/** Images larger than this are refused before decoding (a small file can decode to gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Media fetched at once. */
const CONCURRENCY = 4;

type Kind = "image" | "video clip" | "sound";

/** A medium the document names cannot be used; the message names it and says why. Retrying will not help. */
export class RenderMediaError extends Error {
  override name = "RenderMediaError";
}

const unusable = (kind: Kind, source: string, reason: string) => new RenderMediaError(`The ${kind} ${source} ${reason}.`);

export interface MediaCacheOptions {
  /** The job's own folder: every fetched file lands here and goes with it. */
  dir: string;
  fetch: Pick<SafeFetchOptions, "maxBytes" | "allowLoopbackForTests" | "timeoutMs" | "signal">;
  /** The local file of an asset of the document's owner, or undefined when they have no such asset. */
  assetFile(id: string): Promise<string | undefined>;
}

async function checkImage(file: string): Promise<void> {
  const bytes = await readFile(file);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new Error("is not an image we can read (JPEG, PNG, WebP or GIF)");
  }
  if ((size.width ?? 0) * (size.height ?? 0) > MAX_IMAGE_PIXELS)
    throw new Error(`is too large (${size.width}×${size.height} pixels; the limit is 50 megapixels)`);
  await loadImage(bytes).catch(() => {
    throw new Error("is damaged: it could not be decoded");
  });
}

/** Checks a file is the medium it should be; answers a clip's or sound's duration. */
async function check(kind: Kind, file: string): Promise<number | undefined> {
  if (kind === "image") return checkImage(file).then(() => undefined);
  try {
    return kind === "video clip" ? (await probeVideo(file)).duration : await probeDuration(file);
  } catch {
    throw new Error(`is not a ${kind === "video clip" ? "video" : "sound file"} we can read`);
  }
}

/**
 * Before a render draws anything, every image, clip and sound the document names is fetched
 * once into the job's folder (assets from the owner's library, URLs through the safe fetcher)
 * and checked by decoding or probing it. The first one missing or broken fails the render with
 * a message naming it. Clip and voiceover durations come back for smart timing.
 */
export async function gatherMedia(
  content: Content,
  layouts: Record<string, Layout>,
  options: MediaCacheOptions,
): Promise<{ files: MediaFiles; media: MediaLengths }> {
  const sources = mediaSources(content, layouts);
  const wanted: { kind: Kind; src: string; files: Record<string, string> }[] = [];
  const files = { images: {}, videos: {}, audio: {} } satisfies Required<Omit<MediaFiles, "fonts">>;
  for (const src of sources.images) wanted.push({ kind: "image", src, files: files.images });
  for (const src of sources.videos) wanted.push({ kind: "video clip", src, files: files.videos });
  for (const src of sources.audio) wanted.push({ kind: "sound", src, files: files.audio });
  const durations: Record<string, number> = {};
  const places = mediaPlaces(content, layouts);

  // The first failure stops the rest: no new fetch starts, and those under way are aborted.
  const failed = new AbortController();
  const fetch = { ...options.fetch, signal: options.fetch.signal ? AbortSignal.any([options.fetch.signal, failed.signal]) : failed.signal };
  const gather = async ({ kind, src, files: into }: (typeof wanted)[number]) => {
    const file = await localFile(kind, src, places.get(src), { ...options, fetch });
    const duration = await check(kind, file).catch((error: Error) => {
      throw unusable(kind, src, error.message);
    });
    into[src] = file;
    if (duration !== undefined) durations[src] = duration;
  };
  // A few at a time.
  const queue = [...wanted];
  let firstFailure: unknown;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next && !failed.signal.aborted; next = queue.shift())
        await gather(next).catch((error: unknown) => {
          if (!failed.signal.aborted) firstFailure = error;
          failed.abort();
        });
    }),
  );
  if (failed.signal.aborted) throw firstFailure;
  return { files, media: mediaLengths(content, layouts, durations) };
}

async function localFile(kind: Kind, src: string, place: string | undefined, options: MediaCacheOptions): Promise<string> {
  if (src.startsWith("asset:")) {
    const file = await options.assetFile(src.slice("asset:".length));
    if (!file) throw new RenderMediaError(unpreparedMessage(place ?? `the ${kind} ${src}`, "it is not in your asset library"));
    return file;
  }
  const name = createHash("sha256").update(src).digest("hex").slice(0, 24);
  try {
    return (await safeFetchToFile(src, path.join(options.dir, name), options.fetch)).path;
  } catch (error) {
    options.fetch.signal?.throwIfAborted();
    // The fetcher's message names the URL and the reason: "http://…" could not be fetched: …
    throw new RenderMediaError(`The ${kind} ${(error as Error).message}`);
  }
}
