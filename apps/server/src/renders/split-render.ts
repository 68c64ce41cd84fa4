import type { PgBoss } from "pg-boss";
import type { MediaLengths } from "@framewise/scene";
import type { Db } from "../db/database.ts";
import { insertChunks } from "./render-chunk-queries.ts";
import {
  CHUNK_FAILED_QUEUE,
  CHUNK_QUEUE,
  chunkJobId,
  JOIN_QUEUE,
  joinJobId,
  type ChunkJobData,
  type JoinJobData,
} from "./render-chunks.ts";

/** Both queues retry a lost or failed part twice, then send it to CHUNK_FAILED_QUEUE, which fails its render. */
export async function createChunkQueues(jobs: PgBoss, heartbeatSeconds: number): Promise<void> {
  await jobs.createQueue(CHUNK_FAILED_QUEUE);
  const options = { retryLimit: 2, retryDelay: 2, retryBackoff: true, heartbeatSeconds, deadLetter: CHUNK_FAILED_QUEUE };
  for (const queue of [CHUNK_QUEUE, JOIN_QUEUE]) {
    await jobs.createQueue(queue, options);
    await jobs.updateQueue(queue, options);
  }
}

/**
 * Splits a long render into chunk jobs and a join job that pg-boss's flow holds back until every
 * chunk is done, all sent in one transaction. The render's own job ends there and the render
 * stays rendering. A retried call (its process died in between) finds the flow sent and leaves it.
 */
export async function splitRender(
  deps: { db: Db; jobs: PgBoss },
  renderId: string,
  split: { ranges: { start: number; end: number }[]; media: MediaLengths; priority: number },
): Promise<void> {
  await insertChunks(deps.db, renderId, split.ranges);
  if (await deps.jobs.getJobById(JOIN_QUEUE, joinJobId(renderId))) return;
  const data: JoinJobData = { renderId, media: split.media, plannedAt: Date.now() };
  const chunks = split.ranges.map((_, chunk) => ({
    ref: `chunk-${chunk}`,
    name: CHUNK_QUEUE,
    data: { ...data, chunk } satisfies ChunkJobData,
    options: { id: chunkJobId(renderId, chunk), priority: split.priority },
  }));
  const join = {
    ref: "join",
    name: JOIN_QUEUE,
    data,
    options: { id: joinJobId(renderId), priority: split.priority },
    dependsOn: chunks.map((chunk) => chunk.ref),
  };
  await deps.jobs.flow([...chunks, join]);
}
