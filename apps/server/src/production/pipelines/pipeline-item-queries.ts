import type { PipelineItemStatus } from "@framewise/contracts";
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.ts";
import { content, pipeline, pipelineItem } from "../../platform/db/schema.ts";
import type { SourceItem } from "./sources/source-item.ts";

export type PipelineItemRow = typeof pipelineItem.$inferSelect;
export type PipelineItemChanges = Partial<Pick<PipelineItemRow, "status" | "contentId" | "renderId" | "error" | "decidedBy" | "reason">>;

/** Rows inserted per statement: well under PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

/**
 * Stores the items not seen before and answers those (the dedupe): `(pipeline_id, item_key)` is
 * unique, and `ON CONFLICT DO NOTHING` leaves a key another run or an earlier run stored alone,
 * so an item is stored once whatever runs at the same time. New items wait to be drafted by `runId`.
 */
export async function insertNewItems(
  db: Db,
  pipelineId: string,
  runId: string,
  items: SourceItem[],
): Promise<{ id: string; itemKey: string }[]> {
  const inserted: { id: string; itemKey: string }[] = [];
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    const batch = items.slice(start, start + INSERT_BATCH);
    inserted.push(
      ...(await db
        .insert(pipelineItem)
        .values(
          batch.map((item) => ({ id: randomUUID(), pipelineId, runId, itemKey: item.key, data: item.fields, status: "drafted" as const })),
        )
        .onConflictDoNothing({ target: [pipelineItem.pipelineId, pipelineItem.itemKey] })
        .returning({ id: pipelineItem.id, itemKey: pipelineItem.itemKey })),
    );
  }
  return inserted;
}

/** A run's items not drafted yet (all of them at first; those left when a process stopped, on a retry). */
export async function findItemsToDraft(db: Db, runId: string): Promise<PipelineItemRow[]> {
  return db
    .select()
    .from(pipelineItem)
    .where(and(eq(pipelineItem.runId, runId), eq(pipelineItem.status, "drafted"), isNull(pipelineItem.contentId)));
}

/** Changes an item while it is in one of `from` (so two decisions cannot both apply); answers it, or undefined. */
export async function updateItemFrom(
  db: Db,
  id: string,
  from: readonly PipelineItemStatus[],
  changes: PipelineItemChanges,
  extra?: SQL,
): Promise<PipelineItemRow | undefined> {
  const [row] = await db
    .update(pipelineItem)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(pipelineItem.id, id), inArray(pipelineItem.status, [...from]), extra))
    .returning();
  return row;
}

/** Marks an item drafted with its project, only if nobody drafted it first. */
export const setItemDraft = (db: Db, id: string, changes: PipelineItemChanges) =>
  updateItemFrom(db, id, ["drafted"], changes, isNull(pipelineItem.contentId));

export async function findItem(db: Db, id: string): Promise<PipelineItemRow | undefined> {
  const [row] = await db.select().from(pipelineItem).where(eq(pipelineItem.id, id)).limit(1);
  return row;
}

/** The item `id` when it belongs to a pipeline of client `clientId`, or undefined. */
export async function findClientItem(db: Db, clientId: string, id: string): Promise<PipelineItemRow | undefined> {
  const [row] = await db
    .select({ item: pipelineItem })
    .from(pipelineItem)
    .innerJoin(pipeline, eq(pipeline.id, pipelineItem.pipelineId))
    .where(and(eq(pipelineItem.id, id), eq(pipeline.clientId, clientId)))
    .limit(1);
  return row?.item;
}

export interface ItemFilter {
  id?: string;
  pipelineId?: string;
  clientId?: string;
  status?: PipelineItemStatus;
  /** Items created before this one (keyset paging by creation time, then id). */
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** A pipeline's (or a client's) items, newest first, with the pipeline's name and the draft's document. */
export async function findItems(db: Db, filter: ItemFilter) {
  const { before } = filter;
  return db
    .select({ item: pipelineItem, pipelineName: pipeline.name, document: content.document })
    .from(pipelineItem)
    .innerJoin(pipeline, eq(pipeline.id, pipelineItem.pipelineId))
    .leftJoin(content, eq(content.id, pipelineItem.contentId))
    .where(
      and(
        filter.id ? eq(pipelineItem.id, filter.id) : undefined,
        filter.pipelineId ? eq(pipelineItem.pipelineId, filter.pipelineId) : undefined,
        filter.clientId ? eq(pipeline.clientId, filter.clientId) : undefined,
        filter.status ? eq(pipelineItem.status, filter.status) : undefined,
        before
          ? or(
              lt(pipelineItem.createdAt, before.createdAt),
              and(eq(pipelineItem.createdAt, before.createdAt), lt(pipelineItem.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(pipelineItem.createdAt), desc(pipelineItem.id))
    .limit(filter.limit);
}

/** How many of a pipeline's items are in each state. */
export async function countItemsByStatus(db: Db, pipelineId: string): Promise<Partial<Record<PipelineItemStatus, number>>> {
  const rows = await db
    .select({ status: pipelineItem.status, count: sql<number>`count(*)::int` })
    .from(pipelineItem)
    .where(eq(pipelineItem.pipelineId, pipelineId))
    .groupBy(pipelineItem.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** The item a render was made for, or undefined for any other render. */
export async function findItemByRender(db: Db, renderId: string): Promise<PipelineItemRow | undefined> {
  const [row] = await db.select().from(pipelineItem).where(eq(pipelineItem.renderId, renderId)).limit(1);
  return row;
}
