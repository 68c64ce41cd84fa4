import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { listRows } from "./browser-queries.ts";
import { findCollection } from "./collection.ts";
import { documentIdOf } from "./document-id.ts";
import { chooseSort } from "./sort-limits.ts";
import { decodeCursor, encodeCursor, MAX_FILTERS, parseFilters, parseSort } from "./row-query.ts";

export const MAX_PAGE = 200;

/** One `where` or several (repeated in the query string), each `column:op:value`. */
export const whereParam = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(MAX_FILTERS)])
  .optional()
  .transform((where) => (where === undefined ? [] : Array.isArray(where) ? where : [where]))
  .describe("Filters, `column:op:value` (op: eq, contains, gte, lte, empty), repeated for several; all must hold.");

export const findRowsQuery = z.object({
  where: whereParam,
  sort: z
    .string()
    .max(200)
    .optional()
    .describe(
      "`column:asc` or `column:desc`; the collection's own order when left out. On a large table only a column an index leads (400 `slow_sort` otherwise).",
    ),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(50),
  cursor: z.string().max(2000).optional().describe("The `next_cursor` of the previous page (same filters and sort)."),
});
export type FindRowsQuery = z.infer<typeof findRowsQuery>;

/** A page of a collection's rows by the grid's query, and the cursor of the next page. */
export async function findRows(db: Db, name: string, query: FindRowsQuery) {
  const collection = findCollection(name);
  const filters = parseFilters(collection, query.where);
  const sort = await chooseSort(db, collection, parseSort(collection, query.sort));
  const after = query.cursor ? decodeCursor(collection, sort, query.cursor) : undefined;
  // One more than the page says whether another follows.
  const rows = await listRows(db, collection, { filters, sort, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({ id: documentIdOf(collection, row.key), cells: row.cells })),
    sort,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ sortValue: last.sortKey, key: last.key }) : null,
  };
}
