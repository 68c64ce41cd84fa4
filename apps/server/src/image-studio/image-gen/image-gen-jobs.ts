import { randomUUID } from "node:crypto";
import type { ImageGenDeps } from "./image-gen-deps.ts";
import {
  claimGeneration,
  findRunningGenerations,
  finishGeneration,
  requeueGeneration,
  updateActiveGeneration,
  type GenerationChanges,
  type GenerationRow,
} from "./generation-queries.ts";
import { publishGeneration } from "./image-gen-events.ts";
import { imageFolder } from "./image-gen-files.ts";
import { deleteGenerationImages, insertImage } from "./image-queries.ts";
import { makeEdit } from "./edit/run-edit.ts";
import { GenerationInputError, makePictures, type Pictures } from "./make-pictures.ts";
import { IMAGE_GEN_QUEUE, noteLocalWorker } from "./queue-generation.ts";
import { storeImage } from "./store-image.ts";
import { throttledRun } from "./throttled-run.ts";
import { IMAGE_PROVIDER_FAILURES, ImageProviderError, type ImageProvider, type ProviderRun } from "./providers/image-provider.ts";

/** A process that died stops sending heartbeats; pg-boss then takes its job back and retries it within this. */
const HEARTBEAT_SECONDS = 30;
const INTERRUPTED = "The server stopped while making this; it will start again.";
const LOST = "The server stopped unexpectedly while making this image.";

export interface ImageGenWorker {
  /** Stops a generation running in this process (its provider request is aborted). */
  cancel(generationId: string): void;
  /** Stops every generation running here because the server stops: each goes back to the queue. */
  interrupt(): void;
}

/**
 * The `image-gen` queue: a pg-boss job per generation (its state in PostgreSQL, so a restart keeps
 * the queue), run two at a time per process. Each job asks the provider, stores the pictures and
 * their thumbnails, and tells the owner of every change.
 */
export async function startImageGenJobs(deps: ImageGenDeps & { work: boolean; exclusive: boolean }): Promise<ImageGenWorker> {
  const { db, jobs, events, storage, log } = deps;
  const queue = { retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: HEARTBEAT_SECONDS };
  await jobs.createQueue(IMAGE_GEN_QUEUE, queue);
  await jobs.updateQueue(IMAGE_GEN_QUEUE, queue);
  // An API-only process sends the jobs; a cancel reaches the worker through the row (see `save` below) and pg-boss.
  if (!deps.work) return { cancel: () => undefined, interrupt: () => undefined };
  if (deps.exclusive) await recoverLost(deps);

  const running = new Map<string, AbortController>();
  const stopping = new AbortController();

  const workerId = await jobs.work(IMAGE_GEN_QUEUE, { includeMetadata: true, localConcurrency: 2 }, async ([job]) => {
    if (!job) return;
    const { generationId } = job.data as { generationId: string };
    // Claimed in one statement: a cancel that lands first means it never runs.
    const row = await claimGeneration(db, generationId);
    if (!row) return;
    // A retried attempt starts clean: what an interrupted one stored goes.
    for (const image of await deleteGenerationImages(db, row.id)) await storage.deletePrefix(imageFolder(image.userId, image.id));
    const imageIds: string[] = [];
    let told = Promise.resolve();
    /** Tells the owner's streams, in order: a late progress event never follows the end. */
    const tell = (state: GenerationRow) =>
      (told = told
        .then(() => publishGeneration(events, state, [...imageIds]))
        .catch((error: unknown) => log.warn({ err: error, generationId }, "Could not publish a generation's state")));
    const cancelled = new AbortController();
    running.set(row.id, cancelled);
    /** Saves a change while it is active; a cancel saved by any process shows here, and stops the provider. */
    const save = async (changes: GenerationChanges) => {
      const saved = await updateActiveGeneration(db, row.id, changes);
      if (saved) void tell(saved);
      else cancelled.abort();
    };
    void tell(row);
    const signal = AbortSignal.any([job.signal, cancelled.signal, stopping.signal]);
    try {
      const provider = deps.providers.find(row.provider);
      if (!provider) throw new GenerationInputError(`The image provider "${row.provider}" is no longer configured.`);
      const progress = throttledRun(signal, save);
      const pictures = await askProvider(deps, provider, row, progress.run).finally(progress.stop);
      signal.throwIfAborted();
      for (const [position, picture] of pictures.images.entries()) {
        // Canceled while storing: what is stored stays (it was made), the rest is not.
        if (cancelled.signal.aborted) break;
        const imageId = randomUUID();
        const stored = await storeImage(storage, deps.workDir, { userId: row.userId, imageId }, picture.bytes);
        await insertImage(db, {
          id: imageId,
          generationId: row.id,
          userId: row.userId,
          position,
          ...stored,
          seed: picture.seed ?? row.seed + position,
          boardId: row.boardId,
          offlinePreview: provider.offlinePreview,
          createdAt: new Date(),
        });
        imageIds.push(imageId);
        await save({ progress: (position + 1) / pictures.images.length, step: `Saved ${position + 1} of ${pictures.images.length}` });
      }
      const finished = await finishGeneration(db, row.id, "succeeded", {
        step: pictures.step ?? null,
        ...(pictures.params ? { params: pictures.params } : {}),
      });
      // Canceled at the last moment, the cancel stands (its event is the canceler's to send).
      if (finished) await tell(finished);
    } catch (error) {
      if (cancelled.signal.aborted) return;
      const retrying = job.retryCount < job.retryLimit;
      if (stopping.signal.aborted || job.signal.aborted) {
        // Not the generation's fault: the server stops, or pg-boss took the job back (a lost claim).
        const requeued = await requeueGeneration(db, row.id, INTERRUPTED);
        if (requeued) await tell(requeued);
        throw error;
      }
      const known = error instanceof ImageProviderError || error instanceof GenerationInputError;
      if (!known && retrying) {
        log.error({ err: error, generationId, willRetry: true }, "Image generation failed");
        const requeued = await requeueGeneration(db, row.id, "Something went wrong; trying again.");
        if (requeued) await tell(requeued);
        throw error;
      }
      if (!known) log.error({ err: error, generationId }, "Image generation failed");
      // The person reads a mapped message, never a stack.
      const message = known ? error.message : IMAGE_PROVIDER_FAILURES.failed;
      const failed = await finishGeneration(db, row.id, "failed", { error: message, step: null });
      if (failed) await tell(failed);
    } finally {
      running.delete(row.id);
    }
  });
  noteLocalWorker(jobs, workerId);
  return { cancel: (id) => running.get(id)?.abort(), interrupt: () => stopping.abort() };
}

/** Edits (instruction, inpaint, extend) are made by the edit module; everything else by makePictures. */
const askProvider = (deps: ImageGenDeps, provider: ImageProvider, row: GenerationRow, run: ProviderRun): Promise<Pictures> =>
  row.kind === "edit" ? makeEdit(deps, provider, row, run) : makePictures(deps, provider, row, run);

/**
 * With the embedded database this process is the only one: generations still marked running
 * were lost with the process before it. Their jobs are failed now (pg-boss retries them while
 * tries are left) and they are shown as waiting again, or as failed when no try is left.
 */
async function recoverLost(deps: ImageGenDeps) {
  const { db, jobs, events } = deps;
  for (const row of await findRunningGenerations(db)) {
    const job = await jobs.getJobById(IMAGE_GEN_QUEUE, row.id);
    if (job?.state === "active") await jobs.fail(IMAGE_GEN_QUEUE, job.id, { message: LOST });
    const after = job ? await jobs.getJobById(IMAGE_GEN_QUEUE, job.id) : null;
    const retrying = after?.state === "created" || after?.state === "retry";
    const saved = retrying
      ? await requeueGeneration(db, row.id, INTERRUPTED)
      : await finishGeneration(db, row.id, "failed", { error: LOST, step: null });
    if (saved) await publishGeneration(events, saved, []);
  }
}
