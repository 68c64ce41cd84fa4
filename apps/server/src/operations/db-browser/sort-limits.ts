import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { estimateRowCounts, listIndexLeadingColumns } from "./browser-queries.ts";
import { sizeOf, type CollectionSize } from "./collection-size.ts";
import { visibleColumn, type BrowserColumn, type Collection, type SortOrder } from "./collection.ts";
import { sortable } from "./row-query.ts";

/**
 * Sorting a large table by a column no index leads makes PostgreSQL read and sort every row
 * for every page (about 650 ms on a million rows). Indexing every column would tax every write,
 * so, like Supabase-like tools, the browser sorts a large table (`collection-size.ts`) only by
 * columns an index leads, and a small one by any column.
 */
export interface SortLimits {
  size: CollectionSize;
  /** Columns that lead a btree index (the primary key's included). */
  indexed: ReadonlySet<string>;
}

// Indexes change only with migrations, which run before the server starts: read once per database.
const indexesRead = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

function indexLeadingColumns(db: Db, collection: Collection): Promise<ReadonlySet<string>> {
  let read = indexesRead.get(db);
  if (!read) {
    read = listIndexLeadingColumns(db);
    indexesRead.set(db, read);
    // A failed read is tried again by the next request.
    read.catch(() => indexesRead.delete(db));
  }
  return read.then((tables) => tables.get(collection.name) ?? new Set<string>());
}

export async function readSortLimits(db: Db, collection: Collection): Promise<SortLimits> {
  const [estimates, indexed] = await Promise.all([estimateRowCounts(db), indexLeadingColumns(db, collection)]);
  return { size: await sizeOf(db, collection, estimates.get(collection.name) ?? -1), indexed };
}

/** Why the grid cannot sort the collection by the column, or undefined when it can. */
export function sortRefusal(collection: Collection, limits: SortLimits, column: BrowserColumn): string | undefined {
  if (!sortable(column)) return "Lists and JSON values have no order to sort by.";
  if (!limits.size.estimated || limits.indexed.has(column.name)) return undefined;
  const indexed = collection.columns.filter((each) => sortable(each) && limits.indexed.has(each.name)).map((each) => each.name);
  return (
    `Sorting by ${column.name} would scan all ≈${limits.size.documents.toLocaleString("en-US")} rows: ` +
    `sort by an indexed column (${indexed.join(", ")}) or narrow the rows with a filter instead.`
  );
}

/** The collection's own order, or on a large table whose own order has no index, its key's. */
export const defaultSortOf = (collection: Collection, limits: SortLimits): SortOrder =>
  limits.size.estimated && !limits.indexed.has(collection.defaultSort.column)
    ? { column: collection.key[0]!, direction: collection.defaultSort.direction }
    : collection.defaultSort;

/** The order a page is read in: the one asked for (400 `slow_sort` when it would scan a large table), else the default. */
export async function chooseSort(db: Db, collection: Collection, requested: SortOrder | undefined): Promise<SortOrder> {
  const wanted = requested ?? collection.defaultSort;
  // An indexed column sorts fast at any size: the table is not measured.
  if ((await indexLeadingColumns(db, collection)).has(wanted.column)) return wanted;
  const limits = await readSortLimits(db, collection);
  if (!requested) return defaultSortOf(collection, limits);
  const refusal = sortRefusal(collection, limits, visibleColumn(collection, requested.column)!);
  if (refusal) throw new DomainError("invalid", "slow_sort", refusal, { sort: refusal });
  return requested;
}
