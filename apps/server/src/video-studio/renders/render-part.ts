import { mkdir } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { MediaLengths } from "@framewise/scene";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { isNoSpace } from "../../platform/storage/disk-space.ts";
import { assetFileForRender } from "../../workspace/assets/asset-file-for-render.ts";
import { gatherMedia, RenderMediaError } from "../../platform/render-engine/media-cache.ts";
import { fetchLibraryFonts } from "../../workspace/library-fonts/library-font-files.ts";
import { planRender } from "../../platform/render-engine/render-plan.ts";
import type { RenderDocument } from "./render-request.ts";
import { putJobBack } from "./put-job-back.ts";
import { failChunkedRender } from "./stop-chunked-render.ts";

/** What render jobs need, whole renders and their parts alike. */
export interface RenderJobDeps {
  db: Db;
  jobs: PgBoss;
  events: Events;
  /** Scratch space for renders under way; finished files go to storage. */
  rendersDir: string;
  limits: RenderLimits;
  storage: Storage;
  mediaFetch: { maxBytes: number; allowLoopbackForTests: boolean };
  log: FastifyBaseLogger;
}

/** What chunk and join jobs (the parts of a split render) need. */
export interface PartDeps extends RenderJobDeps {
  /** Aborted when the server stops: parts under way go back to their queue. */
  stopping: AbortSignal;
  /** Reports a render's final state saved by a part (webhooks); never throws. */
  finished?: (renderId: string) => Promise<void>;
}

/** Why a render failed, in words for its owner. */
export const failureMessage = (error: unknown) =>
  isNoSpace(error) ? "The server ran out of disk space while rendering" : error instanceof Error ? error.message : String(error);

/**
 * A part's media fetched into its own folder and the render's plan worked out from them, with
 * the media lengths the split found, so every part draws the same timeline.
 */
export async function preparePart(
  deps: PartDeps,
  render: { userId: string; document: unknown; scale: number },
  part: { dir: string; media: MediaLengths; signal: AbortSignal },
) {
  const document = render.document as RenderDocument;
  const layouts = Object.fromEntries(document.layouts.map((layout) => [layout.id, layout]));
  await mkdir(part.dir, { recursive: true });
  const assetFile = assetFileForRender(deps.db, deps.storage, render.userId, part.dir);
  const { files } = await gatherMedia(document.content, layouts, {
    dir: part.dir,
    fetch: { ...deps.mediaFetch, signal: part.signal },
    assetFile,
  });
  const fonts = await fetchLibraryFonts(deps, document.template.fontFiles ?? [], part.dir);
  const plan = await planRender({ content: document.content, layouts, files, media: part.media, scale: render.scale });
  return { document, layouts, files: { ...files, fonts }, plan };
}

/**
 * A part that stopped with an error: put back when the server stops, left alone when pg-boss took
 * it back (it retries it), its render failed at once for a missing medium or on its last try;
 * otherwise thrown again, so pg-boss retries it.
 */
export async function settlePartFailure(
  deps: PartDeps,
  failure: {
    queue: string;
    job: JobWithMetadata<unknown>;
    data: { interruptions?: number };
    render: { id: string; userId: string };
    error: unknown;
  },
): Promise<void> {
  const { job, error } = failure;
  if (deps.stopping.aborted && !job.signal.aborted) return putJobBack(deps.jobs, failure.queue, job, failure.data);
  if (job.signal.aborted) return;
  if (error instanceof RenderMediaError || job.retryCount >= job.retryLimit)
    await failChunkedRender(deps, failure.render, failureMessage(error));
  if (error instanceof RenderMediaError) return;
  deps.log.error({ err: error, renderId: failure.render.id, queue: failure.queue }, "Part of a split render failed");
  throw error;
}
