import type { Layout, Template } from "@framewise/scene";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database.ts";
import { layout, seed, template } from "../../platform/db/schema.ts";

/** The library's tables, by kind. */
const libraryTables = { template, layout };
/** What each kind stores: a definition the scene package validated (seeded from `@framewise/starter`, or by staff). */
type LibraryDefinitions = { template: Template; layout: Layout };
export type LibraryKind = keyof LibraryDefinitions;
/** What the queries below need of either table (a union of the tables themselves is not typeable in a select). */
type LibraryTable = PgTable & { id: PgColumn; definition: PgColumn; position: PgColumn; retiredAt: PgColumn };
/** A template or layout row to store. */
export type NewLibraryItem = typeof template.$inferInsert;

/** Every definition of that kind pickers offer (retired ones are left out), in the library's order. */
export async function listLibraryDefinitions<Kind extends LibraryKind>(db: Db, kind: Kind): Promise<LibraryDefinitions[Kind][]> {
  const table: LibraryTable = libraryTables[kind];
  const rows = await db
    .select({ definition: table.definition })
    .from(table)
    .where(isNull(table.retiredAt))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.definition as LibraryDefinitions[Kind]);
}

/** The definition `id` of that kind, or undefined. */
export async function findLibraryDefinition<Kind extends LibraryKind>(
  db: Db,
  kind: Kind,
  id: string,
): Promise<LibraryDefinitions[Kind] | undefined> {
  const table: LibraryTable = libraryTables[kind];
  const [row] = await db.select({ definition: table.definition }).from(table).where(eq(table.id, id)).limit(1);
  return row?.definition as LibraryDefinitions[Kind] | undefined;
}

/** The layouts among `ids` that are in the library (missing ones are simply absent), in no particular order. */
export async function findLayoutDefinitions(db: Db, ids: string[]): Promise<Layout[]> {
  const rows = await db.select({ definition: layout.definition }).from(layout).where(inArray(layout.id, ids));
  return rows.map((row) => row.definition as Layout);
}

/** The template `id` when it is in the library, or the first pickers offer (not retired) when no id is given. */
export async function findTemplateId(db: Db, id: string | undefined): Promise<string | undefined> {
  const [row] = await (id
    ? db.select({ id: template.id }).from(template).where(eq(template.id, id))
    : db.select({ id: template.id }).from(template).where(isNull(template.retiredAt)).orderBy(template.position).limit(1));
  return row?.id;
}

/**
 * Stores a seed's layouts and templates unless the seed `name` was applied before, in one
 * transaction: the seed's row is claimed first, so two processes starting together seed once;
 * items already in the library are kept as they are. Says whether this call applied it.
 */
export async function applyLibrarySeed(
  db: Db,
  name: string,
  items: { layouts: NewLibraryItem[]; templates: NewLibraryItem[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seed).values({ name }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    await tx.insert(layout).values(items.layouts).onConflictDoNothing();
    await tx.insert(template).values(items.templates).onConflictDoNothing();
    return true;
  });
}
