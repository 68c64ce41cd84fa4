import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { pipelineItem, render } from "../../platform/db/schema.ts";
import { updateItemFrom, type PipelineItemRow } from "./pipeline-item-queries.ts";

/** Claimed for a render that was never recorded on it, and untouched since `before`. */
const stalled = (before: Date) => and(isNull(pipelineItem.renderId), lt(pipelineItem.updatedAt, before));

/** Items left `rendering` without a render (a process stopped between claiming and queueing), of one pipeline or all. */
export async function findStalledItems(db: Db, before: Date, pipelineId?: string): Promise<PipelineItemRow[]> {
  return db
    .select()
    .from(pipelineItem)
    .where(and(eq(pipelineItem.status, "rendering"), stalled(before), pipelineId ? eq(pipelineItem.pipelineId, pipelineId) : undefined))
    .limit(500);
}

/**
 * Takes a stalled item for recovery: touching it makes it no longer stalled, so of two processes
 * recovering at once only one gets it (the row's update decides).
 */
export const claimStalledItem = (db: Db, id: string, before: Date) =>
  updateItemFrom(db, id, ["rendering"], { error: null }, stalled(before));

/** The render queued for an item (its metadata names it) that the item never recorded, newest first. */
export async function findUnrecordedRender(db: Db, itemId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: render.id })
    .from(render)
    .where(sql`${render.metadata}->>'item_id' = ${itemId}`)
    .orderBy(desc(render.createdAt))
    .limit(1);
  return row?.id;
}
