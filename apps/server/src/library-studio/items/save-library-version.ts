import { randomUUID } from "node:crypto";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { noteSchema } from "./create-library-item.ts";
import { insertVersion, type LibraryItemRow } from "./library-item-queries.ts";
import { studioItem, studioVersion, checkLibraryFonts, validDefinition } from "./studio-access.ts";

export const saveVersionBody = z.strictObject({
  definition: z.looseObject({}).describe("The whole new definition; its `id` stays the item's."),
  note: noteSchema.optional(),
});

/**
 * Every change of a definition is a new draft version by the actor: the published version (if
 * any) stays what users see until this one is reviewed and published. The item is locked, so two
 * saves at once get consecutive numbers.
 */
export async function saveLibraryVersion(db: Db, actor: AuditActor, item: LibraryItemRow, body: z.infer<typeof saveVersionBody>) {
  const definition = validDefinition(item.kind, body.definition);
  if (definition.id !== item.itemId)
    throw new DomainError("unprocessable", "invalid_definition", "The definition's id must stay the item's.", {
      "definition.id": `Keep "${item.itemId}".`,
    });
  await checkLibraryFonts(db, item.kind, definition);
  return asActor(db, actor, async (tx) => {
    await studioItem(tx, item.kind, item.itemId, true);
    const latest = await studioVersion(tx, item);
    const version = latest.version + 1;
    await insertVersion(tx, { id: randomUUID(), libraryItemId: item.id, version, definition, authorId: actor.id, note: body.note ?? null });
    return version;
  });
}
