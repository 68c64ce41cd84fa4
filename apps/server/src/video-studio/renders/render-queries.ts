import { and, count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database.ts";
import { queryInBatches } from "../../platform/db/in-batches.ts";
import { render, user } from "../../platform/db/schema.ts";

export type RenderRow = typeof render.$inferSelect;
export type NewRender = typeof render.$inferInsert;
/** Columns a render's update sets (its `updatedAt` is set by the update itself). */
export type RenderChanges = Partial<NewRender>;
/** A render with its number among its video's renders (`renderNumber`). */
export type NumberedRenderRow = RenderRow & { number: number | null };

/**
 * `render`'s column by its full name: Drizzle leaves columns bare in one-table queries, where the
 * subquery below would take them for its own.
 */
const ofRender = (column: AnyPgColumn) => sql`${render}.${sql.identifier(column.name)}`;

/**
 * A render's number among its video's renders, in the order they were asked for (1, 2, 3…): the
 * version as people count them, not the document's save count. Null for a bare document's render.
 * Counted by the content id index, so lists and single renders agree.
 */
export const renderNumber = sql<number | null>`case when ${ofRender(render.contentId)} is null then null else (
    select count(*)::int from ${render} as earlier
    where earlier.content_id = ${ofRender(render.contentId)}
      and (earlier.created_at, earlier.id) <= (${ofRender(render.createdAt)}, ${ofRender(render.id)})
  ) end`;
const numberedColumns = { ...getTableColumns(render), number: renderNumber };

/** The render `row` with its number. */
export async function numberRender(db: Db, row: RenderRow): Promise<NumberedRenderRow> {
  const [found] = await db.select({ number: renderNumber }).from(render).where(eq(render.id, row.id));
  return { ...row, number: found?.number ?? null };
}

/** A render waiting or running: it counts against its owner's queue, and can still be cancelled. */
const UNDER_WAY = ["queued", "rendering"] as const;

/**
 * Stores a render unless its owner already has `maxUnderWay` queued or rendering, in one
 * transaction: the owner's row is locked while counting, so requests at once (from any process)
 * cannot overshoot together. Answers the stored row (numbered) and how many the owner had under
 * way before, or undefined when full.
 */
export async function insertRenderWithinLimit(
  db: Db,
  values: NewRender,
  maxUnderWay: number,
): Promise<{ row: NumberedRenderRow; underWay: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${values.userId} for update`);
    const [underWay] = await tx
      .select({ count: count() })
      .from(render)
      .where(and(eq(render.userId, values.userId), inArray(render.status, UNDER_WAY)));
    const before = underWay?.count ?? 0;
    if (before >= maxUnderWay) return undefined;
    const [row] = await tx.insert(render).values(values).returning();
    // Numbered after the insert: a subquery in RETURNING would not see the new row.
    return { row: await numberRender(tx, row!), underWay: before };
  });
}

/** Deletes the render `id`. */
export async function deleteRenderById(db: Db, id: string): Promise<void> {
  await db.delete(render).where(eq(render.id, id));
}

/**
 * Applies `changes` to the render `id` while it is queued or rendering, in one statement; answers
 * the row (numbered), or undefined when it was cancelled or has finished.
 */
export async function claimRender(db: Db, id: string, changes: RenderChanges): Promise<NumberedRenderRow | undefined> {
  const [row] = await db
    .update(render)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(render.id, id), inArray(render.status, UNDER_WAY)))
    .returning(numberedColumns);
  return row;
}

/** Applies `changes` to the render `id` only while it is rendering; says whether it was changed. */
export async function updateRenderWhileRendering(db: Db, id: string, changes: RenderChanges): Promise<boolean> {
  const changed = await db
    .update(render)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(render.id, id), eq(render.status, "rendering")))
    .returning({ id: render.id });
  return changed.length > 0;
}

/** The renders marked rendering, with their jobs. */
export async function findRenderingRenders(db: Db): Promise<{ id: string; jobId: string | null }[]> {
  return db.select({ id: render.id, jobId: render.jobId }).from(render).where(eq(render.status, "rendering"));
}

/** The owners of those of `ids` that name finished (done) renders, by render id. */
export async function findDoneRenderOwners(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryInBatches(ids, (batch) =>
    db
      .select({ id: render.id, userId: render.userId })
      .from(render)
      .where(and(inArray(render.id, batch), eq(render.status, "done"))),
  );
  return new Map(rows.map((row) => [row.id, row.userId]));
}
