import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { ASSETS_PREFIX } from "./asset-files.ts";
import { findExistingAssetIds } from "./asset-queries.ts";

/** Folders younger than this may belong to an upload still being recorded. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes stored asset folders that no row names (a delete or an upload that failed half-way),
 * once they are older than the grace period. Answers the folders removed.
 */
export async function sweepOrphans(db: Db, storage: Storage, now = new Date(), graceMs = ORPHAN_GRACE_MS): Promise<string[]> {
  const candidates: { prefix: string; assetId: string }[] = [];
  for await (const folder of storage.listFolders(ASSETS_PREFIX)) {
    // Only an asset's own folder (`assets/<user>/<asset>/`) is a candidate, never a user's.
    const [, userId, assetId, rest] = folder.prefix.split("/");
    if (userId && assetId && rest === "" && now.getTime() - folder.lastModified.getTime() >= graceMs)
      candidates.push({ prefix: folder.prefix, assetId });
  }
  const known = await findExistingAssetIds(
    db,
    candidates.map((c) => c.assetId),
  );
  const removed: string[] = [];
  for (const candidate of candidates.filter((c) => !known.has(c.assetId))) {
    await storage.deletePrefix(candidate.prefix);
    removed.push(candidate.prefix);
  }
  return removed;
}
