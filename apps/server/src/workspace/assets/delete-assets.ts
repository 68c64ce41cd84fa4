import { asActorIfNamed, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { assetFolder } from "./asset-files.ts";
import { ownerOfAccount } from "../quota/owner-of-account-queries.ts";
import { releaseStorage } from "../quota/release-storage.ts";
import { deleteUserAssets } from "./asset-queries.ts";

/**
 * Deletes the user's assets among `ids`: rows first (and their bytes back to the quota), then
 * their stored objects. A failure between the two leaves objects without a row, which the orphan
 * sweep removes; never a row pointing at nothing. Answers the ids deleted.
 */
export async function deleteAssets(db: Db, storage: Storage, userId: string, ids: string[], actor?: AuditActor): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await asActorIfNamed(db, actor, (tx) => deleteUserAssets(tx, userId, ids));
  await releaseStorage(db, await ownerOfAccount(db, userId), deleted);
  for (const row of deleted) await storage.deletePrefix(assetFolder(userId, row.id));
  return deleted.map((row) => row.id);
}
