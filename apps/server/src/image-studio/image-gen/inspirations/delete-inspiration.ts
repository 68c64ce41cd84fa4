import { asActor, type AuditActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { notFound } from "../../../kernel/errors.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { inspirationFolder } from "./add-inspiration.ts";
import { deleteInspiration as deleteRow } from "./inspiration-queries.ts";

/** Takes a picture off the wall, with its copied file. */
export async function deleteInspiration(db: Db, storage: Storage, id: string, actor: AuditActor): Promise<void> {
  const deleted = await asActor(db, actor, (tx) => deleteRow(tx, id));
  if (!deleted) throw notFound("That inspiration");
  await storage.deletePrefix(inspirationFolder(id));
}
