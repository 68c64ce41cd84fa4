import type { PgBoss } from "pg-boss";
import type { MediaLengths } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import type { LiveEvent } from "@framewise/contracts";
import { userChannel, type Events } from "../../platform/events/events.ts";
import { findRenderingRender, insertChunks } from "./render-chunk-queries.ts";
import { isFinished } from "./render-events.ts";
import { waitUntil } from "./wait-until.ts";
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

/** Longer than any render may take: the wait ends with the render, not on this clock. */
const SPLIT_WAIT_MS = 24 * 3600_000;

/**
 * Waits until a split render ends (done, failed or cancelled): its own job, holding its place
 * among its owner's running renders, waits so. Woken by the render's events from any process.
 */
export async function awaitSplitRender(deps: { db: Db; events: Events }, render: { id: string; userId: string }, signal: AbortSignal) {
  await waitUntil({
    events: deps.events,
    channel: userChannel(render.userId),
    relevant: (payload) => {
      const event = payload as LiveEvent;
      return event.type === "render" && event.id === render.id && isFinished(event.status);
    },
    check: async () => ({ ready: !(await findRenderingRender(deps.db, render.id)), value: undefined }),
    timeoutMs: SPLIT_WAIT_MS,
    signal,
  });
}
