import { asc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { imageInspiration, seed } from "../../../platform/db/schema.ts";

export type InspirationRow = typeof imageInspiration.$inferSelect;
export type NewInspiration = typeof imageInspiration.$inferInsert;

/** Inserts the wall's examples unless the seed `name` was applied before (claimed first, in one transaction). */
export async function applyInspirationSeed(db: Db, name: string, rows: NewInspiration[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seed).values({ name }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    await tx.insert(imageInspiration).values(rows).onConflictDoNothing();
    return true;
  });
}

/** The wall, in the order staff set. */
export const listInspirations = (db: Db) =>
  db.select().from(imageInspiration).orderBy(asc(imageInspiration.position), asc(imageInspiration.createdAt)).limit(500);

export async function findInspiration(db: Db, id: string): Promise<InspirationRow | undefined> {
  const [row] = await db.select().from(imageInspiration).where(eq(imageInspiration.id, id));
  return row;
}

/** Adds one at the end of the wall. */
export async function appendInspiration(db: Db, values: Omit<NewInspiration, "position">): Promise<InspirationRow> {
  const [row] = await db
    .insert(imageInspiration)
    .values({
      ...values,
      position: sql`(select coalesce(${max(imageInspiration.position)}, -1) + 1 from ${imageInspiration})`,
    })
    .returning();
  return row!;
}

export async function deleteInspiration(db: Db, id: string): Promise<InspirationRow | undefined> {
  const [row] = await db.delete(imageInspiration).where(eq(imageInspiration.id, id)).returning();
  return row;
}

/** Puts the wall in the order of `ids` (each takes its index), in one transaction. */
export async function reorderInspirations(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await tx.update(imageInspiration).set({ position }).where(eq(imageInspiration.id, id));
  });
}
