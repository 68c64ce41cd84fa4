import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { generatedImage, imageLike, imageReport } from "../../../platform/db/schema.ts";
import { selectImages, type ImageWithRecipe } from "../image-queries.ts";

/**
 * The trending score (docs/image-gen.md): likes and remixes (a remix counts double: it took more
 * than a click), plus one so a new image with none still ranks by freshness, divided by its age
 * in hours plus two, to the power 1.5, as of `asOf`.
 */
export const trendingScore = (asOf: Date) =>
  sql`(${generatedImage.likes} + 2 * ${generatedImage.remixes} + 1)::float8
    / power(greatest(extract(epoch from (${asOf.toISOString()}::timestamptz - ${generatedImage.publishedAt})) / 3600, 0) + 2, 1.5)`;

/** A page of public, not hidden images by that score, best first, for `viewerId`. */
export const findTrendingPage = (db: Db, viewerId: string, asOf: Date, offset: number, limit: number): Promise<ImageWithRecipe[]> =>
  selectImages(db, viewerId)
    .where(
      and(
        eq(generatedImage.public, true),
        eq(generatedImage.hidden, false),
        isNotNull(generatedImage.publishedAt),
        sql`${generatedImage.publishedAt} <= ${asOf.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(trendingScore(asOf)), desc(generatedImage.id))
    .offset(offset)
    .limit(limit);

/**
 * Likes the image once for this person, counting it in the same transaction: the like's primary
 * key makes a second like a no-op, so the count never runs ahead of the likes. Answers the count.
 */
export async function addLike(db: Db, imageId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(imageLike).values({ imageId, userId }).onConflictDoNothing().returning();
    const [row] = added.length
      ? await tx
          .update(generatedImage)
          .set({ likes: sql`${generatedImage.likes} + 1` })
          .where(eq(generatedImage.id, imageId))
          .returning({ likes: generatedImage.likes })
      : await tx.select({ likes: generatedImage.likes }).from(generatedImage).where(eq(generatedImage.id, imageId));
    return row?.likes ?? 0;
  });
}

/** Takes the person's like back, if there was one; answers the count. */
export async function removeLike(db: Db, imageId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(imageLike)
      .where(and(eq(imageLike.imageId, imageId), eq(imageLike.userId, userId)))
      .returning();
    const [row] = removed.length
      ? await tx
          .update(generatedImage)
          .set({ likes: sql`greatest(${generatedImage.likes} - 1, 0)` })
          .where(eq(generatedImage.id, imageId))
          .returning({ likes: generatedImage.likes })
      : await tx.select({ likes: generatedImage.likes }).from(generatedImage).where(eq(generatedImage.id, imageId));
    return row?.likes ?? 0;
  });
}

export type ReportRow = typeof imageReport.$inferSelect;

/** Records the person's report (one per image; a second keeps the first) and hides the image from trending at once. */
export async function addReport(db: Db, values: { id: string; imageId: string; userId: string; reason: string }): Promise<ReportRow> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(imageReport).values(values).onConflictDoNothing().returning();
    // Only a new report hides: reporting again after staff dismissed it changes nothing.
    if (added.length) await tx.update(generatedImage).set({ hidden: true }).where(eq(generatedImage.id, values.imageId));
    const [row] = await tx
      .select()
      .from(imageReport)
      .where(and(eq(imageReport.imageId, values.imageId), eq(imageReport.userId, values.userId)));
    return row!;
  });
}

/** Reports for staff, newest first, of one status. */
export const listReports = (db: Db, status: ReportRow["status"]) =>
  db.select().from(imageReport).where(eq(imageReport.status, status)).orderBy(desc(imageReport.createdAt)).limit(200);

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(imageReport).where(eq(imageReport.id, id));
  return row;
}

/**
 * Settles every open report of the image at once. Dismissed: back in trending. Removed: stays
 * hidden and is made private (its maker keeps it).
 */
export async function settleReports(db: Db, imageId: string, outcome: "dismissed" | "removed"): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(imageReport)
      .set({ status: outcome })
      .where(and(eq(imageReport.imageId, imageId), inArray(imageReport.status, ["open"])));
    await tx
      .update(generatedImage)
      .set(outcome === "dismissed" ? { hidden: false } : { hidden: true, public: false, publishedAt: null })
      .where(eq(generatedImage.id, imageId));
  });
}
