import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { asset } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { assetFolder } from "./asset-files.ts";
import { releaseStorage } from "./storage-quota.ts";

/**
 * Deletes the user's assets among `ids`: rows first (and their bytes back to the quota), then
 * their stored objects. A failure between the two leaves objects without a row, which the orphan
 * sweep removes; never a row pointing at nothing. Answers the ids deleted.
 */
export async function deleteAssets(db: Db, storage: Storage, userId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await db
    .delete(asset)
    .where(and(eq(asset.userId, userId), inArray(asset.id, ids)))
    .returning({ id: asset.id, sizeBytes: asset.sizeBytes });
  await releaseStorage(
    db,
    userId,
    deleted.reduce((sum, row) => sum + row.sizeBytes, 0),
  );
  for (const row of deleted) await storage.deletePrefix(assetFolder(userId, row.id));
  return deleted.map((row) => row.id);
}
