import type { z } from "zod";
import { notFound } from "../../kernel/errors.ts";
import { PRIVATE_COLUMNS, PRIVATE_TABLES } from "../../platform/db/private-data.ts";
import { AUDITED_TABLES } from "./audited-tables.ts";
import { COLLECTION_SPECS, type CollectionSpec, type RelatedRows } from "./collections.ts";
import { TABLE_SHAPES, type ColumnShape, type TableShape } from "./table-shapes-queries.ts";

export interface BrowserColumn extends ColumnShape {
  /** The schema an edit of it must pass; absent: read-only, `readOnly` says why. */
  edit?: z.ZodType;
  readOnly?: string;
  inGrid: boolean;
}

export interface SortOrder {
  column: string;
  direction: "asc" | "desc";
}

/** One table as the browser serves it: its visible columns (hidden ones are only named), key and links. */
export interface Collection {
  name: string;
  /** Audited by the trigger and with fields staff may change. */
  editable: boolean;
  key: string[];
  columns: BrowserColumn[];
  hidden: string[];
  related: RelatedRows[];
  /** The column naming a row in links. */
  label: string;
  defaultSort: SortOrder;
}

const GRID_COLUMNS = 8;

/** Why staff cannot change a column here, in a sentence the document page shows. */
function readOnlyReason(column: ColumnShape, audited: boolean): string {
  if (column.primary) return "Its id: other rows point at it.";
  if (column.generated) return "Computed by the database from other fields.";
  if (column.references) return `Points at a ${column.references} row: moving it would skip the product's ownership checks.`;
  if (column.name === "version") return "Raised by every save, so a stale editor notices.";
  if (column.kind === "timestamp") return "Kept by the product.";
  if (!audited) return "This table is not audited, so the browser does not change it.";
  return "Changed only through the product's own screens.";
}

function check(shape: TableShape, spec: CollectionSpec) {
  const named = [
    ...(spec.grid ?? []),
    ...(PRIVATE_COLUMNS[shape.name] ?? []),
    ...Object.keys(spec.editable ?? {}),
    ...(spec.label ? [spec.label] : []),
  ];
  const unknown = named.filter((name) => !shape.columns.some((column) => column.name === name));
  // A registry naming a column the schema lacks is a bug: the server refuses to start with it.
  if (unknown.length) throw new Error(`The database browser's ${shape.name} names unknown columns: ${unknown.join(", ")}`);
}

function collectionOf(shape: TableShape): Collection {
  const spec = COLLECTION_SPECS[shape.name] ?? {};
  check(shape, spec);
  const hidden = new Set(PRIVATE_COLUMNS[shape.name] ?? []);
  const audited = AUDITED_TABLES.includes(shape.name);
  const visible = shape.columns.filter((column) => !hidden.has(column.name));
  const grid = spec.grid ?? visible.slice(0, GRID_COLUMNS).map((column) => column.name);
  const columns = visible.map((column): BrowserColumn => {
    const edit = audited ? spec.editable?.[column.name] : undefined;
    return { ...column, inGrid: grid.includes(column.name), ...(edit ? { edit } : { readOnly: readOnlyReason(column, audited) }) };
  });
  const has = (name: string) => columns.some((column) => column.name === name);
  return {
    name: shape.name,
    editable: columns.some((column) => column.edit),
    key: shape.key,
    columns,
    hidden: [...hidden],
    related: spec.related ?? [],
    label: spec.label ?? ["title", "name", "email", "prompt"].find(has) ?? shape.key[0]!,
    defaultSort: has("created_at")
      ? { column: "created_at", direction: "desc" }
      : has("at")
        ? { column: "at", direction: "desc" }
        : { column: shape.key[0]!, direction: "asc" },
  };
}

/** Every table of the schema with a primary key but the private ones, by name (each checked against the registry once, at start). */
export const COLLECTIONS: ReadonlyMap<string, Collection> = new Map(
  [...TABLE_SHAPES.values()]
    .filter((shape) => shape.key.length > 0 && !PRIVATE_TABLES.has(shape.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((shape) => [shape.name, collectionOf(shape)]),
);

/** The collection a request names; 404 for any other name. */
export function findCollection(name: string): Collection {
  const collection = COLLECTIONS.get(name);
  if (!collection) throw notFound(`The collection ${name}`);
  return collection;
}

/** A visible column of the collection, or undefined for an unknown or hidden one. */
export const visibleColumn = (collection: Collection, name: string) => collection.columns.find((column) => column.name === name);
