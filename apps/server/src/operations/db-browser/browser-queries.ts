import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import type { Collection, SortOrder } from "./collection.ts";
import type { RowCursor, RowFilter } from "./row-query.ts";
import {
  editStamps,
  gridCells,
  identifier,
  keyMatch,
  keyTexts,
  orderBy,
  versionOf,
  visibleRow,
  whereOf,
  written,
} from "./row-sql-queries.ts";

const table = (collection: Collection) => sql`${identifier(collection.name)} as t`;

/** PostgreSQL's own row estimates of the public tables (-1: never analysed), from its statistics. */
export async function estimateRowCounts(db: Db): Promise<Map<string, number>> {
  const result = await db.execute<{ name: string; estimate: number }>(
    sql`select c.relname as name, c.reltuples::float8 as estimate from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  return new Map(result.rows.map((row) => [row.name, Number(row.estimate)]));
}

/**
 * The columns that lead a plain btree index of each public table (the primary key's included):
 * the ones PostgreSQL can read in order, either way, without sorting the table.
 * Partial and expression indexes are left out (they serve no plain `order by column`).
 */
export async function listIndexLeadingColumns(db: Db): Promise<Map<string, Set<string>>> {
  const result = await db.execute<{ table_name: string; column_name: string }>(
    sql`select c.relname as table_name, a.attname as column_name from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_class ic on ic.oid = i.indexrelid
        join pg_am am on am.oid = ic.relam
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where n.nspname = 'public' and am.amname = 'btree' and i.indpred is null and i.indisvalid`,
  );
  const leading = new Map<string, Set<string>>();
  for (const row of result.rows) leading.set(row.table_name, (leading.get(row.table_name) ?? new Set()).add(row.column_name));
  return leading;
}

/** Rows counted exactly, stopping at `cap`: a small table's count without reading a large one whole. */
export async function countRowsUpTo(db: Db, collection: Collection, cap: number, filters: RowFilter[] = []): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from (select 1 from ${table(collection)} where ${whereOf(collection, filters)} limit ${cap}) found`,
  );
  return result.rows[0]?.count ?? 0;
}

export interface GridRow {
  cells: Record<string, unknown>;
  /** The sort column's value as text (null for none) and the key's, for the next page's cursor. */
  sortKey: string | null;
  key: string[];
}

/** One page of rows matching the filters, after the cursor, in the sort's order (keyset). */
export async function listRows(
  db: Db,
  collection: Collection,
  page: { filters: RowFilter[]; sort: SortOrder; after?: RowCursor; limit: number },
) {
  const result = await db.execute<{ cells: Record<string, unknown>; sort_key: string | null; key: string[] }>(
    sql`select ${gridCells(collection)} as cells, to_jsonb(${identifier(page.sort.column)}) #>> '{}' as sort_key, ${keyTexts(collection)} as key
        from ${table(collection)}
        where ${whereOf(collection, page.filters, { sort: page.sort, cursor: page.after })}
        order by ${orderBy(collection, page.sort)} limit ${page.limit}`,
  );
  return result.rows.map((row): GridRow => ({ cells: row.cells, sortKey: row.sort_key, key: row.key }));
}

/** Matching rows' keys and labels, in the collection's own order: a document's related rows. */
export async function listLabels(db: Db, collection: Collection, filters: RowFilter[], limit: number) {
  const result = await db.execute<{ key: string[]; label: string | null }>(
    sql`select ${keyTexts(collection)} as key, left(${identifier(collection.label)}::text, 120) as label from ${table(collection)}
        where ${whereOf(collection, filters)} order by ${orderBy(collection, collection.defaultSort)} limit ${limit}`,
  );
  return result.rows;
}

export type DocumentRow = {
  row: Record<string, unknown>;
  version: string;
};

/** One row as JSON without its hidden columns, and its version token. */
export async function findDocumentRow(db: Db, collection: Collection, key: string[]): Promise<DocumentRow | undefined> {
  const result = await db.execute<DocumentRow>(
    sql`select ${visibleRow(collection)} as row, ${versionOf(collection)} as version from ${table(collection)} where ${keyMatch(collection, key)}`,
  );
  return result.rows[0];
}

/**
 * Writes validated values over one row, only while its version is still `version` (one
 * conditional UPDATE): undefined when another edit came first or the row is gone.
 */
export async function updateDocumentRow(db: Db, collection: Collection, key: string[], version: string, changes: Map<string, unknown>) {
  const assignments = [...changes].map(([name, value]) => {
    const column = collection.columns.find((each) => each.name === name)!;
    return sql`${identifier(name)} = ${written(column, value)}`;
  });
  const result = await db.execute<DocumentRow>(
    sql`update ${table(collection)} set ${sql.join([...assignments, ...editStamps(collection, [...changes.keys()])], sql`, `)}
        where ${keyMatch(collection, key)} and ${versionOf(collection)} = ${version}
        returning ${visibleRow(collection)} as row, ${versionOf(collection)} as version`,
  );
  return result.rows[0];
}

/** Sets one column on every row matching the filters; answers how many rows it changed. */
export async function updateMatchingRows(db: Db, collection: Collection, filters: RowFilter[], name: string, value: unknown) {
  const column = collection.columns.find((each) => each.name === name)!;
  const result = await db.execute<{ count: number }>(
    sql`with changed as (
          update ${table(collection)} set ${sql.join([sql`${identifier(name)} = ${written(column, value)}`, ...editStamps(collection, [name])], sql`, `)}
          where ${whereOf(collection, filters)} returning 1)
        select count(*)::int as count from changed`,
  );
  return result.rows[0]?.count ?? 0;
}
