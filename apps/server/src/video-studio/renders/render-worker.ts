import { mkdir, rm } from "node:fs/promises";
import type { RenderStatus } from "../../platform/db/schema.ts";
import { assetFileForRender } from "../../workspace/assets/asset-file-for-render.ts";
import { gatherMedia, RenderMediaError } from "../../platform/render-engine/media-cache.ts";
import { fetchLibraryFonts } from "../../workspace/library-fonts/library-font-files.ts";
import { renderVideo } from "../../platform/render-engine/render-video.ts";
import { timeline } from "@framewise/scene";
import { videoTooLong } from "../../kernel/video-length.ts";
import { recoverRenders } from "./recover-renders.ts";
import { isFinished, publishRender, type RenderEvent } from "./render-events.ts";
import { waitForInputs } from "./wait-for-inputs.ts";
import { chunkRanges } from "./render-chunks.ts";
import { drawingRate } from "./drawing-rate.ts";
import { awaitSplitRender, createChunkQueues, splitRender } from "./split-render.ts";
import { startSplitRenderWorkers } from "./split-render-workers.ts";
import { putJobBack } from "./put-job-back.ts";
import { failureMessage, type RenderJobDeps } from "./render-part.ts";
import { renderKeys, renderScratchFiles, userRendersFolder } from "./render-files.ts";
import { claimRender, updateRenderWhileRendering, type RenderChanges } from "./render-queries.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef } from "../../workspace/quota/quota-owner.ts";
import type { RenderDocument } from "./render-request.ts";

export const RENDER_QUEUE = "render";
/** How often running renders write their progress to the database. */
const PROGRESS_WRITE_MS = 500;
/** How often they tell watchers (a NOTIFY each, to every process): a few times a second is smooth enough. */
const PROGRESS_EVENT_MS = 250;

interface Deps extends RenderJobDeps {
  /** This process alone uses the database (embedded): renders marked running at start are lost. */
  exclusive: boolean;
  /** False in an API-only process: the queue is made ready for sending, and others render. */
  work: boolean;
  /** Called once a render's final state (done, failed, cancelled) is saved, by whoever saved it (webhooks). */
  onFinished?: (renderId: string) => Promise<void>;
}

interface RenderJobData {
  renderId: string;
  /** Times a stop of the server put this job back; they are not tries (see interrupt below). */
  interruptions?: number;
}

export interface RenderWorker {
  /** Stops a render running in this process (its partial output is removed). */
  cancel(renderId: string): void;
  /** Stops every render running here because the server stops: each goes back to the queue. */
  interrupt(): void;
  /** Reports a final state saved here or by a cancel (cancel-render.ts) to `onFinished`; never throws. */
  finished(renderId: string): Promise<void>;
}

/** Why a render stopped without failing on its own: it goes back to the queue. */
const INTERRUPTED = "The server stopped while rendering";

/**
 * Renders queued documents (RENDER_CONCURRENCY at a time in this process, at most
 * RENDER_MAX_RUNNING_PER_USER of one user's over every process), reporting progress as it goes.
 */
export async function startRenderWorker({
  db,
  jobs,
  events,
  rendersDir,
  limits,
  storage,
  mediaFetch,
  log,
  exclusive,
  work,
  onFinished,
}: Deps): Promise<RenderWorker> {
  const running = new Map<string, AbortController>();
  const stopping = new AbortController();
  // A render whose process died (a crash, a killed machine) stops sending heartbeats; pg-boss then
  // fails its job within RENDER_HEARTBEAT_SECONDS and retries it elsewhere, instead of waiting for
  // the job's expiry. Renders draw in worker threads, so the main thread always has time to send them.
  const queue = { retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: limits.heartbeatSeconds };
  await jobs.createQueue(RENDER_QUEUE, queue);
  // A queue made by an earlier version keeps its options: bring them up to date.
  await jobs.updateQueue(RENDER_QUEUE, queue);
  await createChunkQueues(jobs, limits.heartbeatSeconds);
  const finished = (renderId: string) =>
    (onFinished?.(renderId) ?? Promise.resolve()).catch((error: unknown) =>
      log.warn({ err: error, renderId }, "Could not report a finished render"),
    );
  // Nothing renders here; a cancel reaches the rendering process through pg-boss (its job's signal).
  if (!work) return { cancel: () => undefined, interrupt: () => undefined, finished };
  const recovered = await recoverRenders({ db, jobs, queue: RENDER_QUEUE, exclusive });
  if (recovered.length) log.warn({ renders: recovered }, "Renders interrupted by an unexpected stop go back to the queue");
  await startSplitRenderWorkers({ db, jobs, events, rendersDir, limits, storage, mediaFetch, log, stopping: stopping.signal, finished });

  /**
   * Saves the render's state, only while it is still rendering: a cancel (from this process or
   * another) always wins over a late progress write or a finish. Says whether it was saved.
   */
  const save = (renderId: string, event: RenderEvent, extra: RenderChanges = {}) =>
    updateRenderWhileRendering(db, renderId, { ...event, ...extra });
  const state = (status: RenderStatus, error: string | null = null): RenderEvent => ({
    status,
    progress: status === "done" ? 1 : 0,
    framesPerSecond: null,
    secondsLeft: null,
    error,
  });

  await jobs.work(
    RENDER_QUEUE,
    { includeMetadata: true, localConcurrency: limits.concurrency, groupConcurrency: limits.maxRunningPerUser },
    async ([job]) => {
      if (!job) return;
      const data = job.data as RenderJobData;
      const { renderId } = data;
      /** Tries that failed before this one (interruptions are not tries). */
      const failures = job.retryCount - (data.interruptions ?? 0);
      // Claimed only from queued (or rendering, when an interrupted attempt is retried), in one
      // statement: a cancel that lands between reading and claiming is never overwritten.
      const row = await claimRender(db, renderId, state("rendering"));
      if (!row) return;
      let told = Promise.resolve();
      /** Tells the owner's streams, in order: a late progress event never follows the end. */
      const tell = (event: RenderEvent) =>
        (told = told
          .then(() => publishRender(events, row, event))
          .catch((error: unknown) => log.warn({ err: error, renderId }, "Could not publish a render's state")));
      /** Saves the state and, when saved, tells whoever watches; a render that failed gives its quota back. */
      const update = async (event: RenderEvent, extra: RenderChanges = {}) => {
        const saved = await save(renderId, event, extra);
        if (saved && event.status === "failed") await giveBackQuota(db, quotaRef.render(renderId));
        if (saved) await tell(event);
        if (saved && isFinished(event.status)) await finished(renderId);
        return saved;
      };
      void tell(state("rendering"));

      const cancelled = new AbortController();
      running.set(renderId, cancelled);
      const signal = AbortSignal.any([job.signal, cancelled.signal, stopping.signal]);
      const files = renderScratchFiles(rendersDir, renderId);
      let split = false;
      try {
        // A video's voices and library copies made just before may still be under way.
        const document = await waitForInputs({ db, jobs, events }, { ...row, document: row.document as RenderDocument }, signal);
        const layouts = Object.fromEntries(document.layouts.map((l) => [l.id, l]));
        const started = performance.now();
        let lastWrite = started;
        let lastEvent = started;
        const rate = drawingRate();
        await mkdir(files.media, { recursive: true });
        const assetFile = assetFileForRender(db, storage, row.userId, files.media);
        const gathered = await gatherMedia(document.content, layouts, { dir: files.media, fetch: { ...mediaFetch, signal }, assetFile });
        // Scenes that follow a voiceover or clip have their real length only now.
        const line = timeline(document.content, gathered.media);
        if (line.duration > limits.maxSeconds) {
          await update(state("failed", videoTooLong(line.duration, limits.maxSeconds)));
          return;
        }
        const ranges = chunkRanges(line.frames, document.content.fps, limits.chunkSeconds);
        if (ranges) {
          // Long: its chunks are drawn by any worker processes and joined by a job of their own.
          await splitRender({ db, jobs }, renderId, { ranges, media: gathered.media, priority: job.priority });
          split = true;
          await rm(files.media, { recursive: true, force: true });
          // Held until the render ends, so the owner's running renders (the group's concurrency) count it meanwhile.
          await awaitSplitRender({ db, events }, row, signal);
          return;
        }
        const fonts = await fetchLibraryFonts({ db, storage }, document.template.fontFiles ?? [], files.media);
        const result = await renderVideo({
          content: document.content,
          template: document.template,
          layouts,
          files: { ...gathered.files, fonts },
          media: gathered.media,
          parallelism: limits.threads,
          scale: row.scale,
          outputPath: files.video,
          signal,
          onProgress: ({ frame, frames }) => {
            const now = performance.now();
            const event: RenderEvent = { status: "rendering", progress: frame / frames, ...rate(frame, frames, now), error: null };
            if (now - lastEvent >= PROGRESS_EVENT_MS) {
              lastEvent = now;
              void tell(event);
            }
            if (now - lastWrite < PROGRESS_WRITE_MS) return;
            lastWrite = now;
            save(renderId, event).catch((error: unknown) => log.warn({ err: error }, "Could not save render progress"));
          },
        });
        // Stored before the row says done, so a finished render always has its files (in any process).
        const keys = renderKeys(row.userId, renderId);
        await storage.putFile(keys.video, files.video, "video/mp4");
        await storage.putFile(keys.poster, result.posterPath, "image/jpeg");
        const finished = await update(state("done"), {
          durationSeconds: result.durationSeconds,
          width: result.width,
          height: result.height,
          bytes: result.bytes,
        });
        // Cancelled (or its account deleted) at the last moment: the cancel stands, and its files go.
        if (!finished) await storage.deletePrefix(`${userRendersFolder(row.userId)}${renderId}/`);
      } catch (error) {
        if (cancelled.signal.aborted) return;
        if (split) {
          // Only the wait stopped: the chunks go on in any worker, and the render stays as they leave it.
          if (stopping.signal.aborted && !job.signal.aborted) await putJobBack(jobs, RENDER_QUEUE, job, data);
          else if (!job.signal.aborted) throw error;
          return;
        }
        if (stopping.signal.aborted && !job.signal.aborted) {
          // The server stops: not the render's fault, so it goes back to the queue as it was.
          await putJobBack(jobs, RENDER_QUEUE, job, data);
          await update(state("queued", `${INTERRUPTED}; it will start again.`));
          return;
        }
        if (job.signal.aborted) {
          // pg-boss took the job back (it stopped, or the claim was lost: a cancel from another
          // process, a missed heartbeat) and failed it, so it is retried while retries are left;
          // the render says so meanwhile. A cancel already saved stays.
          const retrying = job.retryCount < job.retryLimit;
          await update(state(retrying ? "queued" : "failed", retrying ? `${INTERRUPTED}; it will start again.` : `${INTERRUPTED}.`)).catch(
            () => undefined,
          );
          return;
        }
        const message = failureMessage(error);
        // A missing or broken medium stays so on a retry: the render fails now, saying which.
        if (error instanceof RenderMediaError) {
          await update(state("failed", message));
          return;
        }
        const willRetry = job.retryCount < job.retryLimit;
        log.error({ err: error, renderId, willRetry }, "Render failed");
        await update(
          state(willRetry ? "queued" : "failed", willRetry ? `Attempt ${failures + 1} failed (${message}); retrying.` : message),
        );
        throw error;
      } finally {
        running.delete(renderId);
        // What storage took was moved or copied; a copy's original and any partial output go.
        await Promise.all(Object.values(files).map((file) => rm(file, { recursive: true, force: true })));
      }
    },
  );
  return { cancel: (renderId) => running.get(renderId)?.abort(), interrupt: () => stopping.abort(), finished };
}
