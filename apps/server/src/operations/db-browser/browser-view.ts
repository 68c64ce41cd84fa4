import { z } from "zod";
import { BULK_EDIT_LIMIT } from "./bulk-edit.ts";
import type { Collection } from "./collection.ts";
import type { DocumentView } from "./find-document.ts";
import { FILTER_OPERATORS, operatorsFor } from "./row-query.ts";
import { defaultSortOf, sortRefusal, type SortLimits } from "./sort-limits.ts";

const sortSchema = z.strictObject({ column: z.string(), direction: z.enum(["asc", "desc"]) });

export const collectionCountSchema = z.strictObject({
  name: z.string(),
  documents: z.number().describe("Rows: exact, or PostgreSQL's estimate when `estimated` (large tables)."),
  estimated: z.boolean(),
  editable: z.boolean().describe("Audited, with fields staff may change."),
});

export const collectionSchema = z.strictObject({
  name: z.string(),
  editable: z.boolean(),
  key: z.array(z.string()).describe("The primary key's columns: a composite key's document id joins them with `:`."),
  label: z.string(),
  default_sort: sortSchema.describe("The order rows come in without a sort (a large table's key when its own order has no index)."),
  bulk_limit: z.number(),
  hidden: z.array(z.string()).describe("Columns never sent (secrets, tokens, hashes)."),
  columns: z.array(
    z.strictObject({
      name: z.string(),
      kind: z.enum(["text", "number", "boolean", "timestamp", "json", "array"]),
      nullable: z.boolean(),
      in_grid: z.boolean(),
      editable: z.boolean(),
      read_only_reason: z.string().nullable(),
      enum_values: z.array(z.string()).nullable(),
      references: z.string().nullable().describe("The collection a foreign key points at."),
      operators: z.array(z.enum(FILTER_OPERATORS)),
      sortable: z.boolean().describe("Whether the grid may sort by it: on a large table only an indexed column sorts."),
      unsortable_reason: z.string().nullable().describe("Why it does not sort, in a sentence the grid shows."),
    }),
  ),
});

/** A collection as the grid builds itself from it, sorting as its size and indexes allow. */
export const collectionView = (collection: Collection, limits: SortLimits): z.infer<typeof collectionSchema> => ({
  name: collection.name,
  editable: collection.editable,
  key: collection.key,
  label: collection.label,
  default_sort: defaultSortOf(collection, limits),
  bulk_limit: BULK_EDIT_LIMIT,
  hidden: collection.hidden,
  columns: collection.columns.map((column) => {
    const unsortable = sortRefusal(collection, limits, column);
    return {
      name: column.name,
      kind: column.kind,
      nullable: column.nullable,
      in_grid: column.inGrid,
      editable: Boolean(column.edit),
      read_only_reason: column.readOnly ?? null,
      enum_values: column.enumValues ?? null,
      references: column.references ?? null,
      operators: [...operatorsFor(column)],
      sortable: !unsortable,
      unsortable_reason: unsortable ?? null,
    };
  }),
});

export const gridRowSchema = z.strictObject({
  id: z.string().describe("The document id, for `/documents/{id}`."),
  cells: z.record(z.string(), z.unknown()).describe("The grid's columns; long text and JSON cut to a preview ending in `…`."),
});

const linkedRow = z.strictObject({ id: z.string(), label: z.string().nullable() });

export const documentSchema = z.strictObject({
  collection: z.string(),
  id: z.string(),
  version: z.string().describe("Send it back with an edit: a newer save in between answers 409."),
  row: z.record(z.string(), z.unknown()).describe("Every column but the hidden ones."),
  relations: z.array(
    z.strictObject({
      label: z.string(),
      collection: z.string(),
      kind: z.enum(["one", "many"]),
      where: z.array(z.string()).describe("The grid's filters listing them all."),
      rows: z.array(linkedRow),
      count: z.number(),
      count_capped: z.boolean(),
    }),
  ),
});

export const documentView = (document: DocumentView): z.infer<typeof documentSchema> => ({
  collection: document.collection.name,
  id: document.id,
  version: document.version,
  row: document.row,
  relations: document.relations.map(({ countCapped, ...relation }) => ({ ...relation, count_capped: countCapped })),
});

export const bulkPreviewSchema = z.strictObject({
  count: z.number(),
  over_limit: z.boolean().describe("More rows match than one bulk edit changes (`limit`)."),
  limit: z.number(),
  samples: z.array(linkedRow),
});
