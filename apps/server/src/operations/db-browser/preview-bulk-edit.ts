import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { countRowsUpTo, listLabels } from "./browser-queries.ts";
import { BULK_EDIT_LIMIT, bulkEditShape, readBulkEdit } from "./bulk-edit.ts";
import { findCollection } from "./collection.ts";
import { documentIdOf } from "./document-id.ts";

export const previewBulkEditBody = z.strictObject(bulkEditShape);

const SAMPLES = 5;

/** How many rows a bulk edit would change (counted up to just past the limit) and a few of them. */
export async function previewBulkEdit(db: Db, name: string, body: z.infer<typeof previewBulkEditBody>) {
  const collection = findCollection(name);
  const { filters } = readBulkEdit(collection, body);
  const count = await countRowsUpTo(db, collection, BULK_EDIT_LIMIT + 1, filters);
  const samples = await listLabels(db, collection, filters, SAMPLES);
  return {
    count: Math.min(count, BULK_EDIT_LIMIT),
    overLimit: count > BULK_EDIT_LIMIT,
    limit: BULK_EDIT_LIMIT,
    samples: samples.map((row) => ({ id: documentIdOf(collection, row.key), label: row.label })),
  };
}
