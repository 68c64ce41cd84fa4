import { z } from "zod";
import { DomainError } from "../../kernel/errors.ts";
import { editableColumn, checkChange } from "./check-change.ts";
import type { Collection } from "./collection.ts";
import { MAX_FILTERS, parseFilters } from "./row-query.ts";

/** The most rows one bulk edit changes: past it, narrow the filter. */
export const BULK_EDIT_LIMIT = 10_000;

/** One field set to one value over the rows the filters match. */
export const bulkEditShape = {
  where: z.array(z.string().max(1000)).max(MAX_FILTERS).describe("The grid's filters, `column:op:value`."),
  field: z.string().min(1).max(64),
  value: z.unknown().describe("The new value, checked by the field's schema."),
};

/** The bulk edit's filters and checked value; a document-sized (JSON) field is edited one document at a time. */
export function readBulkEdit(collection: Collection, input: { where: string[]; field: string; value: unknown }) {
  const column = editableColumn(collection, input.field);
  if (column.kind === "json")
    throw new DomainError("invalid", "invalid_request", `${input.field} is edited one document at a time.`, {
      field: `${input.field} is edited one document at a time.`,
    });
  return { filters: parseFilters(collection, input.where), value: checkChange(collection, input.field, input.value) };
}
