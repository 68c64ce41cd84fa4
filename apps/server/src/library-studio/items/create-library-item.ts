import { randomUUID } from "node:crypto";
import type { LibraryKind } from "@framewise/contracts";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import { DomainError } from "../../kernel/errors.ts";
import { blankDefinition } from "./blank-definitions.ts";
import { findLibraryItem, insertItem, insertVersion } from "./library-item-queries.ts";
import { listPublishedDefinitions } from "../../workspace/library/published-view-queries.ts";
import { checkLibraryFonts, validDefinition } from "./studio-access.ts";

export const itemIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Use lower-case letters, digits and -, at most 64.")
  .describe("The template's or layout's id, such as `bold-brand`: its definition's `id`.");
export const noteSchema = z.string().trim().min(1).max(500).describe("Why: shown in the versions list and the audit trail.");

/** `POST …`: a blank item (`id` and `name`), or one from a JSON definition (an import). */
export const createItemBody = z.union([
  z.strictObject({ id: itemIdSchema, name: z.string().trim().min(1).max(200), note: noteSchema.optional() }),
  z.strictObject({
    definition: z.looseObject({}).describe("A whole definition (`@framewise/scene`'s Template or Layout), as exported."),
    note: noteSchema.optional(),
  }),
]);
export type CreateItemBody = z.infer<typeof createItemBody>;

/**
 * Creates an item with its first version, a draft by the actor, who becomes its owner. Its id must
 * be new to the studio and to the library (409 `already_exists`); the definition must be valid (422).
 */
export async function createLibraryItem(db: Db, actor: AuditActor, kind: LibraryKind, body: CreateItemBody) {
  const [firstLayout] = kind === "template" ? ((await listPublishedDefinitions(db, "layout")) as { id: string }[]) : [];
  const definition = validDefinition(
    kind,
    "definition" in body ? body.definition : blankDefinition(kind, body.id, body.name, firstLayout?.id),
  );
  await checkLibraryFonts(db, kind, definition);
  return asActor(db, actor, async (tx) => {
    if ((await findLibraryItem(tx, kind, definition.id)) || (await findLibraryDefinition(tx, kind, definition.id)))
      throw new DomainError("conflict", "already_exists", `A ${kind} with the id "${definition.id}" exists already.`, {
        id: "Choose another id.",
      });
    const item = await insertItem(tx, { id: randomUUID(), kind, itemId: definition.id, ownerId: actor.id });
    await insertVersion(tx, {
      id: randomUUID(),
      libraryItemId: item.id,
      version: 1,
      definition,
      authorId: actor.id,
      note: body.note ?? ("definition" in body ? "Imported" : "Created"),
    });
    return item;
  });
}
