import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../platform/db/schema.ts";

/** How the browser treats a column's values: how it filters, sorts, shows and casts them. */
export type ColumnKind = "text" | "number" | "boolean" | "timestamp" | "json" | "array";

/** One column as the schema declares it (never as a request names it). */
export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  /** PostgreSQL's type, for casting text values back (`integer`, `timestamp with time zone`…). */
  sqlType: string;
  nullable: boolean;
  primary: boolean;
  /** Computed by PostgreSQL (generated columns, identities): never written. */
  generated: boolean;
  enumValues?: string[];
  /** The table this column points at (a foreign key). */
  references?: string;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  /** The primary key's columns, in order: what names a document and breaks ties in a sort. */
  key: string[];
}

function kindOf(sqlType: string): ColumnKind {
  if (sqlType.endsWith("[]")) return "array";
  if (sqlType === "jsonb" || sqlType === "json") return "json";
  if (sqlType === "boolean") return "boolean";
  if (sqlType.startsWith("timestamp")) return "timestamp";
  if (["integer", "bigint", "smallint", "real", "double precision", "numeric"].includes(sqlType)) return "number";
  return "text";
}

function shapeOf(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const references = new Map<string, string>();
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const [column] = reference.columns;
    if (column && reference.columns.length === 1) references.set(column.name, getTableConfig(reference.foreignTable).name);
  }
  const columns = config.columns.map((column) => ({
    name: column.name,
    kind: kindOf(column.getSQLType()),
    sqlType: column.getSQLType(),
    nullable: !column.notNull,
    primary: column.primary,
    generated: Boolean(column.generated ?? column.generatedIdentity),
    enumValues: column.enumValues,
    references: references.get(column.name),
  }));
  const compositeKey = config.primaryKeys[0]?.columns.map((column) => column.name);
  return { name: config.name, columns, key: compositeKey ?? columns.filter((column) => column.primary).map((column) => column.name) };
}

/** Every table the schema declares, by name, as read from Drizzle's definitions. */
export const TABLE_SHAPES: ReadonlyMap<string, TableShape> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => shapeOf(table))
    .map((shape) => [shape.name, shape]),
);
