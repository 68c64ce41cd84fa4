import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { joinSegments } from "../../platform/render-engine/join-segments.ts";
import { findChunks, findRenderingRender } from "./render-chunk-queries.ts";
import { chunkPosterKey, chunkScratch, chunkSegmentKey, chunksFolder, JOIN_QUEUE, type JoinJobData } from "./render-chunks.ts";
import { publishRender, type RenderEvent } from "./render-events.ts";
import { renderKeys, userRendersFolder } from "./render-files.ts";
import { updateRenderWhileRendering } from "./render-queries.ts";
import { preparePart, settlePartFailure, type PartDeps } from "./render-part.ts";

/**
 * Finishes split renders once pg-boss's flow lets their join job run (every chunk done): the
 * chunks' segments are joined without re-encoding and the sound mixed once, in one ffmpeg run;
 * the MP4 and the poster go to storage as a single job's would, then the chunks go.
 */
export async function startJoinWorker(deps: PartDeps): Promise<void> {
  const { db, jobs, limits, storage } = deps;
  await jobs.work(JOIN_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 1, localConcurrency: limits.concurrency }, async ([job]) => {
    if (!job) return;
    const data = job.data as JoinJobData;
    const render = await findRenderingRender(db, data.renderId);
    if (!render) return;
    const chunks = await findChunks(db, render.id);
    const dir = chunkScratch(deps.rendersDir, render.id, "join");
    const signal = AbortSignal.any([job.signal, deps.stopping]);
    const claimed = performance.now();
    try {
      if (!chunks.length || chunks.some((chunk) => !chunk.doneAt)) throw new Error("A part of this video was not drawn.");
      const { document, plan } = await preparePart(deps, render, { dir, media: data.media, signal });
      const segments = chunks.map((chunk) => path.join(dir, `chunk-${chunk.chunk}.mp4`));
      await Promise.all(
        chunks.map((chunk, index) => storage.download(chunkSegmentKey(render.userId, render.id, chunk.chunk), segments[index]!)),
      );
      const video = path.join(dir, "video.mp4");
      const poster = path.join(dir, "poster.jpg");
      await storage.download(chunkPosterKey(render.userId, render.id), poster);
      await joinSegments(segments, path.join(dir, "segments.txt"), plan.audio, video, signal);
      const bytes = (await stat(video)).size;
      // Stored before the row says done, so a finished render always has its files (in any process).
      const keys = renderKeys(render.userId, render.id);
      await storage.putFile(keys.video, video, "video/mp4");
      await storage.putFile(keys.poster, poster, "image/jpeg");
      const done: RenderEvent = { status: "done", progress: 1, framesPerSecond: null, secondsLeft: null, error: null };
      const { width, height, frames } = plan;
      const durationSeconds = frames / document.content.fps;
      if (await updateRenderWhileRendering(db, render.id, { ...done, durationSeconds, width, height, bytes })) {
        await publishRender(deps.events, render, done);
        deps.log.info(
          { renderId: render.id, chunks: chunks.length, joinMs: Math.round(performance.now() - claimed) },
          "Joined a split render",
        );
        await storage.deletePrefix(chunksFolder(render.userId, render.id));
        await deps.finished?.(render.id);
      } else await storage.deletePrefix(`${userRendersFolder(render.userId)}${render.id}/`);
    } catch (error) {
      await settlePartFailure(deps, { queue: JOIN_QUEUE, job, data, render, error });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
