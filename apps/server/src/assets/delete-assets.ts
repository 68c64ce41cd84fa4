import type { Db } from "../db/database.ts";
import type { Storage } from "../storage/storage.ts";
import { assetFolder } from "./asset-files.ts";
import { deleteUserAssets, releaseStorage } from "./asset-queries.ts";

/**
 * Deletes the user's assets among `ids`: rows first (and their bytes back to the quota), then
 * their stored objects. A failure between the two leaves objects without a row, which the orphan
 * sweep removes; never a row pointing at nothing. Answers the ids deleted.
 */
export async function deleteAssets(db: Db, storage: Storage, userId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await deleteUserAssets(db, userId, ids);
  await releaseStorage(
    db,
    userId,
    deleted.reduce((sum, row) => sum + row.sizeBytes, 0),
  );
  for (const row of deleted) await storage.deletePrefix(assetFolder(userId, row.id));
  return deleted.map((row) => row.id);
}
