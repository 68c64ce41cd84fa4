import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { imageVibe, seed } from "../../../platform/db/schema.ts";

export type VibeRow = typeof imageVibe.$inferSelect;
export type NewVibe = typeof imageVibe.$inferInsert;
export type VibeChanges = Partial<Pick<VibeRow, "name" | "description" | "promptFragment" | "negativeFragment" | "params">>;

/**
 * Inserts the starter vibes unless the seed `name` was applied before, in one transaction (the
 * seed's row claimed first), so two processes starting together seed once and a vibe staff
 * later delete is not put back.
 */
export async function applyVibeSeed(db: Db, name: string, vibes: NewVibe[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seed).values({ name }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    await tx.insert(imageVibe).values(vibes).onConflictDoNothing();
    return true;
  });
}

/** Vibes everyone sees: the starter set and those staff published. */
const everyones = or(eq(imageVibe.origin, "starter"), eq(imageVibe.published, true));

/** What the person may use: the starter set, published vibes and their own; starter first, then published, then theirs. */
export const listVibes = (db: Db, userId: string) =>
  db
    .select()
    .from(imageVibe)
    .where(or(everyones, eq(imageVibe.userId, userId)))
    .orderBy(
      sql`case when ${imageVibe.origin} = 'starter' then 0 when ${imageVibe.published} then 1 else 2 end`,
      asc(imageVibe.createdAt),
      asc(imageVibe.id),
    )
    .limit(500);

/** Every vibe that is not a starter one (people's own and staff's), for staff to review and publish; newest first. */
export const listReviewableVibes = (db: Db) =>
  db
    .select()
    .from(imageVibe)
    .where(ne(imageVibe.origin, "starter"))
    .orderBy(sql`${imageVibe.createdAt} desc`)
    .limit(500);

export async function findVibe(db: Db, id: string): Promise<VibeRow | undefined> {
  const [row] = await db.select().from(imageVibe).where(eq(imageVibe.id, id));
  return row;
}

export async function insertVibe(db: Db, values: NewVibe): Promise<VibeRow> {
  const [row] = await db.insert(imageVibe).values(values).returning();
  return row!;
}

/** The staff copy published from a person's vibe, if it has one. */
export async function findPublishedCopy(db: Db, originalId: string): Promise<VibeRow | undefined> {
  const [row] = await db.select().from(imageVibe).where(eq(imageVibe.publishedFrom, originalId));
  return row;
}

/** Inserts a staff copy unless its original has one already (undefined then): two publishes at once make one copy. */
export async function insertVibeCopy(db: Db, values: NewVibe & { publishedFrom: string }): Promise<VibeRow | undefined> {
  const [row] = await db.insert(imageVibe).values(values).onConflictDoNothing({ target: imageVibe.publishedFrom }).returning();
  return row;
}

/** Changes the owner's vibe; undefined when it is gone. */
export async function updateVibe(db: Db, userId: string, id: string, changes: VibeChanges): Promise<VibeRow | undefined> {
  const [row] = await db
    .update(imageVibe)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(imageVibe.id, id), eq(imageVibe.userId, userId)))
    .returning();
  return row;
}

export async function deleteVibe(db: Db, userId: string, id: string): Promise<VibeRow | undefined> {
  const [row] = await db
    .delete(imageVibe)
    .where(and(eq(imageVibe.id, id), eq(imageVibe.userId, userId)))
    .returning();
  return row;
}

/** Publishes or withdraws a staff vibe (one nobody owns). */
export async function setVibePublished(db: Db, id: string, published: boolean): Promise<VibeRow | undefined> {
  const [row] = await db
    .update(imageVibe)
    .set({ published, updatedAt: new Date() })
    .where(and(eq(imageVibe.id, id), eq(imageVibe.origin, "staff")))
    .returning();
  return row;
}
