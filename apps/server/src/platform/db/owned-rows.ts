import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";
import { asset, content, generatedImage, imageBoard, imageGeneration, imageVibe, landingPage, render } from "./schema.ts";

/** The tables of things users own (each has an `id` and the owner's `userId`), by name. */
const ownedTables = { content, asset, render, landingPage, imageGeneration, generatedImage, imageBoard };
/** What the queries below need of any of them (a union of the tables themselves is not typeable in a select). */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };
export type OwnedKind = keyof typeof ownedTables;
export type OwnedRow<Kind extends OwnedKind> = (typeof ownedTables)[Kind]["$inferSelect"];

/** The row `id` of that kind, whoever owns it (the access layer checks the owner). */
export async function findOwnableRow<Kind extends OwnedKind>(db: Db, kind: Kind, id: string): Promise<OwnedRow<Kind> | undefined> {
  const table: OwnedTable = ownedTables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as OwnedRow<Kind> | undefined;
}

/** Which of `ids` name rows of that kind that `ownerId` owns, in one query (another user's ids are simply absent). */
export async function findOwnedIds(db: Db, kind: OwnedKind, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const table: OwnedTable = ownedTables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, ownerId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id as string));
}

export type VibeRow = typeof imageVibe.$inferSelect;

/** The vibe `id`, whoever owns it (starter and staff vibes are nobody's); the access layer decides who may use it. */
export async function findVibeRow(db: Db, id: string): Promise<VibeRow | undefined> {
  const [row] = await db.select().from(imageVibe).where(eq(imageVibe.id, id)).limit(1);
  return row;
}
