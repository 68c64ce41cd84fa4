import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { render, renderChunk } from "../../platform/db/schema.ts";

export type ChunkRow = typeof renderChunk.$inferSelect;

/** Records a render's chunks, frames [start, end) each; a retried plan leaves rows already there alone. */
export async function insertChunks(db: Db, renderId: string, ranges: { start: number; end: number }[]): Promise<void> {
  await db
    .insert(renderChunk)
    .values(ranges.map((range, chunk) => ({ renderId, chunk, startFrame: range.start, endFrame: range.end })))
    .onConflictDoNothing();
}

/**
 * Marks a chunk started by `worker` (one more run) while its render is rendering and the chunk is
 * not done, in one statement; answers its frames and its render's snapshot, or undefined.
 */
export async function startChunk(db: Db, renderId: string, chunk: number, worker: string) {
  const [row] = await db
    .update(renderChunk)
    .set({ runs: sql`${renderChunk.runs} + 1`, framesDone: 0, worker })
    .from(render)
    .where(
      and(
        eq(renderChunk.renderId, renderId),
        eq(renderChunk.chunk, chunk),
        isNull(renderChunk.doneAt),
        eq(render.id, renderChunk.renderId),
        eq(render.status, "rendering"),
      ),
    )
    .returning({
      startFrame: renderChunk.startFrame,
      endFrame: renderChunk.endFrame,
      userId: render.userId,
      document: render.document,
      scale: render.scale,
    });
  return row;
}

/** Saves how many frames of a chunk are drawn; answers the frames drawn and to draw over all of its render's chunks. */
export async function recordChunkFrames(db: Db, renderId: string, chunk: number, framesDone: number) {
  await db
    .update(renderChunk)
    .set({ framesDone })
    .where(and(eq(renderChunk.renderId, renderId), eq(renderChunk.chunk, chunk), isNull(renderChunk.doneAt)));
  const [sums] = await db
    .select({
      done: sql<number>`coalesce(sum(${renderChunk.framesDone}), 0)::int`,
      total: sql<number>`coalesce(sum(${renderChunk.endFrame} - ${renderChunk.startFrame}), 0)::int`,
    })
    .from(renderChunk)
    .where(eq(renderChunk.renderId, renderId));
  return sums!;
}

/** Marks a chunk done (its segment is in storage): it is never drawn again. */
export async function finishChunk(db: Db, renderId: string, chunk: number): Promise<void> {
  await db
    .update(renderChunk)
    .set({ doneAt: new Date(), framesDone: sql`${renderChunk.endFrame} - ${renderChunk.startFrame}` })
    .where(and(eq(renderChunk.renderId, renderId), eq(renderChunk.chunk, chunk)));
}

/** A render's chunks in order. */
export async function findChunks(db: Db, renderId: string): Promise<ChunkRow[]> {
  return db.select().from(renderChunk).where(eq(renderChunk.renderId, renderId)).orderBy(asc(renderChunk.chunk));
}

/** Those of `renderIds` that were split into chunks. */
export async function findChunkedRenders(db: Db, renderIds: string[]): Promise<Set<string>> {
  if (!renderIds.length) return new Set();
  const rows = await db
    .selectDistinct({ renderId: renderChunk.renderId })
    .from(renderChunk)
    .where(inArray(renderChunk.renderId, renderIds));
  return new Set(rows.map((row) => row.renderId));
}

/** The render `id` while it is rendering (a split render's join reads its snapshot). */
export async function findRenderingRender(db: Db, id: string) {
  const [row] = await db
    .select({ id: render.id, userId: render.userId, document: render.document, scale: render.scale })
    .from(render)
    .where(and(eq(render.id, id), eq(render.status, "rendering")));
  return row;
}
