import type { Db } from "../../platform/db/database.ts";
import { collectionView } from "./browser-view.ts";
import { findCollection } from "./collection.ts";
import { readSortLimits } from "./sort-limits.ts";

/** A collection's columns for the grid: which show, which staff may edit, how each filters and whether it sorts here. */
export async function describeCollection(db: Db, name: string) {
  const collection = findCollection(name);
  return collectionView(collection, await readSortLimits(db, collection));
}
