import { asActor, type AuditActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { vibeFolder } from "./vibe-files.ts";
import { deleteVibe as deleteVibeRow } from "./vibe-queries.ts";

/** Deletes the owner's vibe and its preview (generations made with it keep their recipe's words). */
export async function deleteVibe(db: Db, storage: Storage, userId: string, id: string, actor: AuditActor): Promise<void> {
  const deleted = await asActor(db, actor, (tx) => deleteVibeRow(tx, userId, id));
  // Row first: a file a failed delete leaves is unreachable, never a row without its picture.
  if (deleted) await storage.deletePrefix(vibeFolder(deleted));
}
