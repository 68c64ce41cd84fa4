import type { Db } from "../../platform/db/database.ts";
import { COLLECTIONS } from "./collection.ts";
import { estimateRowCounts } from "./browser-queries.ts";
import { sizeOf, type CollectionSize } from "./collection-size.ts";

export interface CollectionCount extends CollectionSize {
  name: string;
  editable: boolean;
}

/** Every collection with its row count: exact for small tables, estimated for large ones. */
export async function listCollections(db: Db): Promise<CollectionCount[]> {
  const estimates = await estimateRowCounts(db);
  const counted: CollectionCount[] = [];
  for (const collection of COLLECTIONS.values()) {
    const size = await sizeOf(db, collection, estimates.get(collection.name) ?? -1);
    counted.push({ name: collection.name, ...size, editable: collection.editable });
  }
  return counted;
}
