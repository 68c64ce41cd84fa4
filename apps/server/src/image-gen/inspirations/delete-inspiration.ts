import { asActor, type AuditActor } from "../../audit/audit-context.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import type { Storage } from "../../storage/storage.ts";
import { inspirationFolder } from "./add-inspiration.ts";
import { deleteInspiration as deleteRow } from "./inspiration-queries.ts";

/** Takes a picture off the wall, with its copied file. */
export async function deleteInspiration(db: Db, storage: Storage, id: string, actor: AuditActor): Promise<void> {
  const deleted = await asActor(db, actor, (tx) => deleteRow(tx, id));
  if (!deleted) throw notFound("That inspiration");
  await storage.deletePrefix(inspirationFolder(id));
}
