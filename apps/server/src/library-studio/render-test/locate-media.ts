import path from "node:path";
import { mediaSources, type Layout } from "@framewise/scene";
import { originalKey } from "../../workspace/assets/asset-files.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { MediaFiles } from "../../platform/render-engine/frame-painter.ts";
import { fetchLibraryFonts } from "../../workspace/library-fonts/library-font-files.ts";
import { mediaPlaces } from "../../platform/render-engine/media-places.ts";
import type { RenderDocument } from "../../video-studio/renders/render-request.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { findReadyAssetsOfAnyone } from "./render-test-queries.ts";
import { SAMPLE_CLIP_SECONDS, SampleMedia } from "./sample-media.ts";

/** Where a medium's bytes are: someone's stored asset, or a starter sample the bench writes itself. */
type MediaPlace = { kind: "asset"; userId: string; assetId: string } | { kind: "sample"; file: string };

export interface LocatedMedia {
  places: Map<string, MediaPlace>;
  /** Clip and voiceover lengths by source, as the editor reads them from the assets' records. */
  durations: Record<string, number>;
  /** Sources neither side can load (an address, a deleted asset): both draw the placeholder. */
  missing: string[];
}

export const layoutsById = (document: RenderDocument): Record<string, Layout> =>
  Object.fromEntries(document.layouts.map((layout) => [layout.id, layout]));

/**
 * Finds every image, clip and sound the document names. Addresses are not fetched: the bench
 * compares drawing, not downloads. A clip neither side has is refused (422), naming where it
 * is used, because the server's painter cannot draw a frame without it.
 */
export async function locateMedia(db: Db, document: RenderDocument): Promise<LocatedMedia> {
  const layouts = layoutsById(document);
  const sources = mediaSources(document.content, layouts);
  const all = [...sources.images, ...sources.videos, ...sources.audio];
  const assetIds = all.filter((src) => src.startsWith("asset:") && !SampleMedia.fileOf(src)).map((src) => src.slice("asset:".length));
  const places = new Map<string, MediaPlace>();
  const durations: Record<string, number> = {};
  for (const row of await findReadyAssetsOfAnyone(db, assetIds)) {
    places.set(`asset:${row.id}`, { kind: "asset", userId: row.userId, assetId: row.id });
    if (row.durationSeconds) durations[`asset:${row.id}`] = row.durationSeconds;
  }
  for (const src of all) {
    const file = SampleMedia.fileOf(src);
    if (file) places.set(src, { kind: "sample", file });
  }
  if (places.has("asset:sample-clip")) durations["asset:sample-clip"] = SAMPLE_CLIP_SECONDS;
  const unplayable = sources.videos.find((src) => !places.has(src));
  if (unplayable) {
    const place = mediaPlaces(document.content, layouts).get(unplayable) ?? "a clip";
    throw new DomainError(
      "unprocessable",
      "clip_unavailable",
      `${capitalised(place)} (${unplayable}) is not stored here, so the server cannot draw it.`,
    );
  }
  return { places, durations, missing: all.filter((src) => !places.has(src)) };
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Where the browser loads each located medium: the bench's own staff routes, which serve the very files the server draws. */
export function browserUrls(located: LocatedMedia, apiPrefix: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [src, place] of located.places)
    urls[src] =
      place.kind === "asset"
        ? `${apiPrefix}/assets/${encodeURIComponent(place.assetId)}/file`
        : `${apiPrefix}/samples/${encodeURIComponent(place.file)}`;
  return urls;
}

/** Copies the pictures and clips into `dir` for the painter (sounds are not drawn). */
export async function copyDrawnMedia(
  located: LocatedMedia,
  document: RenderDocument,
  deps: { db: Db; storage: Storage; samples: SampleMedia },
  dir: string,
): Promise<MediaFiles> {
  const sources = mediaSources(document.content, layoutsById(document));
  const fileOf = async (src: string) => {
    const place = located.places.get(src);
    if (!place) return undefined;
    if (place.kind === "sample") return path.join(await deps.samples.folder(), place.file);
    const file = path.join(dir, `asset-${place.assetId}`);
    await deps.storage.download(originalKey(place.userId, place.assetId), file);
    return file;
  };
  const filesOf = async (list: string[]) => {
    const found: Record<string, string> = {};
    for (const src of list) {
      const file = await fileOf(src);
      if (file) found[src] = file;
    }
    return found;
  };
  const fonts = await fetchLibraryFonts(deps, document.template.fontFiles ?? [], dir);
  return { images: await filesOf(sources.images), videos: await filesOf(sources.videos), fonts };
}
