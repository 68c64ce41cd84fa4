import type { Db } from "../../platform/db/database.ts";
import { countRowsUpTo } from "./browser-queries.ts";
import type { Collection } from "./collection.ts";

/**
 * Past this many rows a table is large: its count is PostgreSQL's estimate (counting a million
 * rows exactly takes too long for a list), and the grid sorts it only by indexed columns.
 */
export const EXACT_COUNT_LIMIT = 100_000;

export interface CollectionSize {
  documents: number;
  /** `documents` is PostgreSQL's estimate (the table is large), not a count. */
  estimated: boolean;
}

/** A table's rows: counted when small, PostgreSQL's `estimate` (`pg_class.reltuples`) when large. */
export async function sizeOf(db: Db, collection: Collection, estimate: number): Promise<CollectionSize> {
  // A table never analysed estimates -1: counted up to the limit, and estimated past it.
  const exact = estimate > EXACT_COUNT_LIMIT ? EXACT_COUNT_LIMIT + 1 : await countRowsUpTo(db, collection, EXACT_COUNT_LIMIT + 1);
  const estimated = exact > EXACT_COUNT_LIMIT;
  return { documents: estimated ? Math.max(Math.round(estimate), exact) : exact, estimated };
}
