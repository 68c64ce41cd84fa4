import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { landingPage } from "../../platform/db/schema.ts";
import type { LandingPageRow } from "./landing-page-view.ts";

/** What the owner writes on a page. */
export type LandingPageFields = Pick<typeof landingPage.$inferInsert, "title" | "text" | "contentIds" | "published">;

/** Stores a new page of `userId`'s under a fresh id; answers it as saved. */
export async function insertLandingPage(db: Db, userId: string, fields: LandingPageFields): Promise<LandingPageRow> {
  const [row] = await db
    .insert(landingPage)
    .values({ id: randomUUID(), userId, ...fields })
    .returning();
  return row!;
}

/** Writes `fields` over the page `id`, marking it changed now; answers it as saved. */
export async function updateLandingPageById(db: Db, id: string, fields: LandingPageFields): Promise<LandingPageRow> {
  const [updated] = await db
    .update(landingPage)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(landingPage.id, id))
    .returning();
  return updated!;
}

/** The owner's pages, last changed first (the newest 100). */
export async function listLandingPages(db: Db, userId: string): Promise<LandingPageRow[]> {
  return db.select().from(landingPage).where(eq(landingPage.userId, userId)).orderBy(desc(landingPage.updatedAt)).limit(100);
}

/** The page `id` while it is published, or undefined. */
export async function findPublishedLandingPage(db: Db, id: string): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .select()
    .from(landingPage)
    .where(and(eq(landingPage.id, id), eq(landingPage.published, true)));
  return row;
}

/** Deletes the page `id`. */
export async function deleteLandingPageById(db: Db, id: string): Promise<void> {
  await db.delete(landingPage).where(eq(landingPage.id, id));
}
