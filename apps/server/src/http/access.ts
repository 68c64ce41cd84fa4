import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { asset, content, landingPage, render } from "../db/schema.ts";
import { notFound } from "./errors.ts";
import type { Viewer } from "./viewer.ts";

/**
 * The one access check for every id a request names. A missing row and another user's row
 * answer the same 404, so ids cannot be probed.
 */
export function requireOwned<Row extends { userId: string }>(row: Row | undefined, viewer: Viewer, what: string): Row {
  if (!row || row.userId !== viewer.id) throw notFound(what);
  return row;
}

/** A table of things users own: an `id` and the owner's `userId`. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

async function loadOwned<Table extends OwnedTable>(
  db: Db,
  table: Table,
  viewer: Viewer,
  id: string,
  what: string,
): Promise<Table["$inferSelect"]> {
  const owned: OwnedTable = table;
  const [row] = await db.select().from(owned).where(eq(table.id, id)).limit(1);
  return requireOwned(row as (Table["$inferSelect"] & { userId: string }) | undefined, viewer, what);
}

/** The viewer's video project `id`, or 404. */
export const ownedContent = (db: Db, viewer: Viewer, id: string) => loadOwned(db, content, viewer, id, "That video");
/** The viewer's asset `id`, or 404. */
export const ownedAsset = (db: Db, viewer: Viewer, id: string) => loadOwned(db, asset, viewer, id, "That asset");
/** The viewer's render `id`, or 404. */
export const ownedRender = (db: Db, viewer: Viewer, id: string) => loadOwned(db, render, viewer, id, "That render");
/** The viewer's landing page `id`, or 404. */
export const ownedLandingPage = (db: Db, viewer: Viewer, id: string) => loadOwned(db, landingPage, viewer, id, "That page");

/** Which of `ids` name rows of `table` that `ownerId` owns, in one query (another user's ids are simply absent). */
export async function ownedIds(db: Db, table: OwnedTable, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, ownerId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id as string));
}
