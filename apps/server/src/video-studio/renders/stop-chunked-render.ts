import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef } from "../../workspace/quota/quota-owner.ts";
import { publishRender, type RenderEvent } from "./render-events.ts";
import { findChunks } from "./render-chunk-queries.ts";
import { CHUNK_QUEUE, chunkJobId, chunksFolder, JOIN_QUEUE, joinJobId } from "./render-chunks.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { updateRenderWhileRendering } from "./render-queries.ts";

/**
 * Stops a split render that was cancelled or failed: its chunk jobs not done and its join job are
 * cancelled (none waiting starts; one under way in any process stops at its next progress write,
 * finding the render no longer rendering) and the chunks in storage go. A chunk stored after
 * this removes them itself (chunk-worker.ts).
 */
export async function stopChunks(deps: { db: Db; jobs: PgBoss; storage: Storage }, render: { id: string; userId: string }): Promise<void> {
  const chunks = await findChunks(deps.db, render.id);
  if (!chunks.length) return;
  const open = chunks.filter((chunk) => !chunk.doneAt).map((chunk) => chunkJobId(render.id, chunk.chunk));
  if (open.length) await deps.jobs.cancel(CHUNK_QUEUE, open);
  await deps.jobs.cancel(JOIN_QUEUE, joinJobId(render.id));
  await deps.storage.deletePrefix(chunksFolder(render.userId, render.id));
}

/** Fails a split render while it is rendering: its quota goes back, its watchers are told, and its other jobs stop. */
export async function failChunkedRender(
  deps: { db: Db; jobs: PgBoss; events: Events; storage: Storage; finished?: (renderId: string) => Promise<void> },
  render: { id: string; userId: string },
  error: string,
): Promise<void> {
  const failed: RenderEvent = { status: "failed", progress: 0, framesPerSecond: null, secondsLeft: null, error };
  if (!(await updateRenderWhileRendering(deps.db, render.id, failed))) return;
  await giveBackQuota(deps.db, quotaRef.render(render.id));
  await publishRender(deps.events, render, failed);
  await stopChunks(deps, render);
  await deps.finished?.(render.id);
}
