import { rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { RangeJob } from "../../platform/render-engine/render-range.ts";
import { ChunkThreads } from "../../platform/render-engine/chunk-threads.ts";
import { chunkProgress } from "./chunk-progress.ts";
import { finishChunk, startChunk } from "./render-chunk-queries.ts";
import {
  CHUNK_ENCODER_THREADS,
  CHUNK_QUEUE,
  chunkPosterKey,
  chunkScratch,
  chunkSegmentKey,
  chunksFolder,
  type ChunkJobData,
} from "./render-chunks.ts";
import { preparePart, settlePartFailure, type PartDeps } from "./render-part.ts";

/** This process, as chunk rows name the process that drew them. */
const WORKER = `${hostname()}:${process.pid}`;

/**
 * Draws chunks of split renders, as many at once as this process draws frame ranges
 * (RENDER_CONCURRENCY × RENDER_THREADS): each its frames in a warm worker thread into a video-only
 * segment (no sound: that is mixed once, at the join), stored with the poster when the chunk
 * holds its frame. A chunk done is marked so in its row and never drawn again.
 */
export async function startChunkWorker(deps: PartDeps): Promise<void> {
  const { db, jobs, limits, storage } = deps;
  const threads = new ChunkThreads();
  deps.stopping.addEventListener("abort", () => threads.close(), { once: true });
  await jobs.work(
    CHUNK_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1, localConcurrency: limits.concurrency * limits.threads },
    async ([job]) => {
      if (!job) return;
      const data = job.data as ChunkJobData;
      const { renderId, chunk } = data;
      // Nothing to do when it is done already (its process died before its job was completed) or the render stopped.
      const started = await startChunk(db, renderId, chunk, WORKER);
      if (!started) return;
      const render = { id: renderId, userId: started.userId };
      // Timings for the log: the start (claim to first frame) and the store are a chunk's overhead.
      const claimed = performance.now();
      let firstFrame = 0;
      const superseded = new AbortController();
      const signal = AbortSignal.any([job.signal, superseded.signal, deps.stopping]);
      const dir = chunkScratch(deps.rendersDir, renderId, `chunk-${chunk}`);
      try {
        const { document, layouts, files, plan } = await preparePart(deps, started, { dir, media: data.media, signal });
        const segmentPath = path.join(dir, "segment.mp4");
        const posterPath = path.join(dir, "poster.jpg");
        const holdsPoster = plan.posterFrame >= started.startFrame && plan.posterFrame < started.endFrame;
        const progress = chunkProgress(deps, render, data, () => superseded.abort());
        const range: RangeJob = {
          content: document.content,
          template: document.template,
          layouts,
          files,
          media: data.media,
          width: plan.width,
          height: plan.height,
          start: started.startFrame,
          end: started.endFrame,
          segmentPath,
          encoderThreads: CHUNK_ENCODER_THREADS,
          poster: holdsPoster ? { frame: plan.posterFrame, path: posterPath } : undefined,
        };
        await threads.draw(range, signal, () => {
          firstFrame ||= performance.now();
          progress.frame();
        });
        const drawn = performance.now();
        await storage.putFile(chunkSegmentKey(render.userId, renderId, chunk), segmentPath, "video/mp4");
        if (holdsPoster) await storage.putFile(chunkPosterKey(render.userId, renderId), posterPath, "image/jpeg");
        await finishChunk(db, renderId, chunk);
        const [startMs, drawMs, storeMs] = [firstFrame - claimed, drawn - firstFrame, performance.now() - drawn].map(Math.round);
        deps.log.info({ renderId, chunk, frames: range.end - range.start, startMs, drawMs, storeMs }, "Drew a chunk of a split render");
        await progress.done();
        // Cancelled or failed meanwhile: whoever stopped it may have cleared the chunks before this one was stored.
        if (superseded.signal.aborted) await storage.deletePrefix(chunksFolder(render.userId, renderId));
      } catch (error) {
        if (superseded.signal.aborted) return;
        await settlePartFailure(deps, { queue: CHUNK_QUEUE, job, data, render, error });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
}
