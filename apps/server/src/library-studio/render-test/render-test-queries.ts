import { and, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { asset, content, user } from "../../platform/db/schema.ts";
import type { ContentRow } from "../../video-studio/content/content-view.ts";

/** Any user's video: staff may test every document. Undefined when there is none. */
export async function findAnyContent(db: Db, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(content).where(eq(content.id, id)).limit(1);
  return row;
}

/** Videos of every user whose title contains `text`, or whose id is `text`, newest first. */
export async function searchAnyVideos(db: Db, text: string, limit: number) {
  return db
    .select({
      id: content.id,
      title: content.title,
      aspectRatio: content.aspectRatio,
      ownerEmail: user.email,
      updatedAt: content.updatedAt,
    })
    .from(content)
    .innerJoin(user, eq(user.id, content.userId))
    .where(text ? or(eq(content.id, text), ilike(content.title, containsPattern(text))) : undefined)
    .orderBy(desc(content.updatedAt))
    .limit(limit);
}

/** The ready assets among `ids`, whoever owns them: what a staff comparison can draw. */
export async function findReadyAssetsOfAnyone(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: asset.id, userId: asset.userId, mimeType: asset.mimeType, durationSeconds: asset.durationSeconds })
    .from(asset)
    .where(and(inArray(asset.id, ids), eq(asset.status, "ready")))
    .catch(() => []); // an id that is not a uuid matches nothing
}

/** One ready asset of anyone's, for the browser's copy of a medium. */
export async function findReadyAssetOfAnyone(db: Db, id: string) {
  const [row] = await findReadyAssetsOfAnyone(db, [id]);
  return row;
}
