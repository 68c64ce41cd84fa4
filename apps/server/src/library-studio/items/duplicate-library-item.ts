import { z } from "zod";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { createLibraryItem, itemIdSchema } from "./create-library-item.ts";
import type { LibraryItemRow } from "./library-item-queries.ts";
import { studioVersion } from "./studio-access.ts";

export const duplicateItemBody = z.strictObject({ id: itemIdSchema, name: z.string().trim().min(1).max(200) });

/** A new item (a draft, owned by the actor) from the source's latest version under a new id and name. */
export async function duplicateLibraryItem(db: Db, actor: AuditActor, source: LibraryItemRow, body: z.infer<typeof duplicateItemBody>) {
  const latest = await studioVersion(db, source);
  const definition = { ...(latest.definition as object), id: body.id, name: body.name };
  return createLibraryItem(db, actor, source.kind, {
    definition,
    note: `Duplicated from ${source.itemId} version ${latest.version}`,
  });
}
