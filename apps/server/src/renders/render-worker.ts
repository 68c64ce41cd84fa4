import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/database.ts";
import type { Storage } from "../storage/storage.ts";
import { render, type RenderStatus } from "../db/schema.ts";
import { assetFileForRender } from "../assets/asset-file-for-render.ts";
import { gatherMedia, RenderMediaError } from "../render/media-cache.ts";
import { renderVideo } from "../render/render-video.ts";
import type { RenderEvent, RenderEvents } from "./render-events.ts";
import type { RenderDocument } from "./render-request.ts";

export const RENDER_QUEUE = "render";
/** How often running renders write their progress to the database (events go out on every frame). */
const PROGRESS_WRITE_MS = 500;

export const renderFiles = (rendersDir: string, renderId: string) => ({
  video: path.join(rendersDir, `${renderId}.mp4`),
  poster: path.join(rendersDir, `${renderId}.poster.jpg`),
  /** The job's media cache: what the document names, fetched once; removed when the job ends. */
  media: path.join(rendersDir, `${renderId}.media`),
});

interface Deps {
  db: Db;
  jobs: PgBoss;
  events: RenderEvents;
  rendersDir: string;
  threads: number;
  storage: Storage;
  mediaFetch: { maxBytes: number; allowLoopbackForTests: boolean };
  log: FastifyBaseLogger;
}

export interface RenderWorker {
  /** Stops a render running in this process (its partial output is removed). */
  cancel(renderId: string): void;
}

/** Renders queued documents, one at a time in this process, reporting progress as it goes. */
export async function startRenderWorker({ db, jobs, events, rendersDir, threads, storage, mediaFetch, log }: Deps): Promise<RenderWorker> {
  const running = new Map<string, AbortController>();
  await jobs.createQueue(RENDER_QUEUE, { retryLimit: 2, retryDelay: 5, retryBackoff: true });

  const update = async (renderId: string, event: RenderEvent, extra: Partial<typeof render.$inferInsert> = {}) => {
    events.publish(renderId, event);
    await db.update(render).set({ ...event, ...extra, updatedAt: new Date() }).where(eq(render.id, renderId));
  };
  const state = (status: RenderStatus, error: string | null = null): RenderEvent => ({ status, progress: status === "done" ? 1 : 0, framesPerSecond: null, secondsLeft: null, error });

  await jobs.work(RENDER_QUEUE, { includeMetadata: true, localConcurrency: 1 }, async ([job]) => {
    if (!job) return;
    const { renderId } = job.data as { renderId: string };
    const [row] = await db.select().from(render).where(eq(render.id, renderId)).limit(1);
    if (!row || row.status === "cancelled" || row.status === "done") return;
    await update(renderId, state("rendering"));

    const document = row.document as RenderDocument;
    const cancelled = new AbortController();
    running.set(renderId, cancelled);
    const signal = AbortSignal.any([job.signal, cancelled.signal]);
    const started = performance.now();
    let lastWrite = started;
    const files = renderFiles(rendersDir, renderId);
    const layouts = Object.fromEntries(document.layouts.map((l) => [l.id, l]));
    try {
      await mkdir(files.media, { recursive: true });
      const assetFile = assetFileForRender(db, storage, row.userId, files.media);
      const gathered = await gatherMedia(document.content, layouts, { dir: files.media, fetch: { ...mediaFetch, signal }, assetFile });
      const result = await renderVideo({
        content: document.content,
        template: document.template,
        layouts,
        files: gathered.files,
        media: gathered.media,
        parallelism: threads,
        scale: row.scale,
        outputPath: files.video,
        signal,
        onProgress: ({ frame, frames }) => {
          const now = performance.now();
          const framesPerSecond = frame / ((now - started) / 1000);
          const event: RenderEvent = { status: "rendering", progress: frame / frames, framesPerSecond, secondsLeft: (frames - frame) / framesPerSecond, error: null };
          events.publish(renderId, event);
          if (now - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = now;
          db.update(render).set({ ...event, updatedAt: new Date() }).where(eq(render.id, renderId)).catch((error: unknown) => log.warn({ err: error }, "Could not save render progress"));
        },
      });
      await update(renderId, state("done"), { durationSeconds: result.durationSeconds, width: result.width, height: result.height, bytes: result.bytes });
    } catch (error) {
      if (signal.aborted) return update(renderId, state("cancelled"));
      const message = error instanceof Error ? error.message : String(error);
      // A missing or broken medium stays so on a retry: the render fails now, saying which.
      if (error instanceof RenderMediaError) return update(renderId, state("failed", message));
      const willRetry = job.retryCount < job.retryLimit;
      log.error({ err: error, renderId, willRetry }, "Render failed");
      await update(renderId, state(willRetry ? "queued" : "failed", willRetry ? `Attempt ${job.retryCount + 1} failed (${message}); retrying.` : message));
      throw error;
    } finally {
      running.delete(renderId);
      await rm(files.media, { recursive: true, force: true });
    }
  });
  return { cancel: (renderId) => running.get(renderId)?.abort() };
}
