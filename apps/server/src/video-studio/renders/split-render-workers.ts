import { startChunkWorker } from "./chunk-worker.ts";
import { startJoinWorker } from "./join-worker.ts";
import { findRenderingRender } from "./render-chunk-queries.ts";
import { CHUNK_FAILED_QUEUE, type JoinJobData } from "./render-chunks.ts";
import type { PartDeps } from "./render-part.ts";
import { failChunkedRender } from "./stop-chunked-render.ts";

const LOST = "Part of this video could not be drawn: the processes drawing it stopped or failed on every try.";

/**
 * Runs the parts of split renders in this process: chunks, joins, and the parts pg-boss gave up
 * on (tries spent, including by processes lost mid-part), which fail their render.
 */
export async function startSplitRenderWorkers(deps: PartDeps): Promise<void> {
  await startChunkWorker(deps);
  await startJoinWorker(deps);
  await deps.jobs.work(CHUNK_FAILED_QUEUE, async ([job]) => {
    const render = job && (await findRenderingRender(deps.db, (job.data as JoinJobData).renderId));
    if (render) await failChunkedRender(deps, render, LOST);
  });
}
