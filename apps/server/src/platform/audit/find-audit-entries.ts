import { AUDIT_SOURCES } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { findAuditEntry, listAuditEntries } from "./audit-queries.ts";
import { planRevert } from "./plan-revert.ts";

/** An entry id as the API names it: a positive whole number in text. */
export const entryId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, "Not an audit entry id.")
  .transform(Number);

export const findAuditEntriesQuery = z
  .object({
    entity: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "A table's name, such as content.")
      .optional(),
    entity_id: z.string().min(1).max(200).optional(),
    actor_id: z.string().min(1).max(200).optional(),
    actor_email: z.string().trim().min(1).max(320).optional().describe("The actor's email as recorded, any case."),
    source: z.enum(AUDIT_SOURCES).optional(),
    from: z.iso.datetime({ offset: true }).optional().describe("Entries at or after this time."),
    to: z.iso.datetime({ offset: true }).optional().describe("Entries before this time."),
    cursor: entryId.optional().describe("The `next_cursor` of the page before."),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { message: "The range must end after it starts.", path: ["to"] });
export type FindAuditEntriesQuery = z.infer<typeof findAuditEntriesQuery>;

/** A page of the trail, newest first, and the cursor of the next page. */
export async function findAuditEntries(db: Db, query: FindAuditEntriesQuery) {
  const filters = {
    entity: query.entity,
    entityId: query.entity_id,
    actorId: query.actor_id,
    actorEmail: query.actor_email,
    source: query.source,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  // One more than the page says whether another follows.
  const rows = await listAuditEntries(db, filters, { before: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null };
}

/** One entry, with what reverting to just before it would change (or why it cannot be). */
export async function findAuditEntryDetail(db: Db, id: number) {
  const entry = await findAuditEntry(db, id);
  if (!entry) throw notFound("That audit entry");
  const plan = await planRevert(db, entry).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === "conflict") return { refused: error.message };
    throw error;
  });
  return { entry, plan };
}
