import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import type { Collection, SortOrder } from "./collection.ts";
import type { RowCursor, RowFilter } from "./row-query.ts";
import type { ColumnShape } from "./table-shapes-queries.ts";

/**
 * The SQL pieces of the browser's statements. Table and column names come from the schema's own
 * definitions (quoted identifiers); values a request gave are always parameters, cast to the
 * column's type after `row-query.ts` checked they fit.
 */

export const identifier = (name: string): SQL => sql`${sql.identifier(name)}`;

/** A value as the column's type: text stays a parameter, others are cast (the type is the schema's). */
export const typed = (column: ColumnShape, value: string): SQL =>
  column.kind === "text" ? sql`${value}` : sql`cast(${value} as ${sql.raw(column.sqlType)})`;

/** A value the browser writes (already validated by the field's schema), in the column's type. */
export function written(column: ColumnShape, value: unknown): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (column.kind === "json") return sql`cast(${JSON.stringify(value)} as jsonb)`;
  if (column.kind === "array") return sql`array(select jsonb_array_elements_text(cast(${JSON.stringify(value)} as jsonb)))`;
  if (value instanceof Date) return typed(column, value.toISOString());
  const scalar = typeof value === "string" || typeof value === "number" || typeof value === "boolean";
  return typed(column, scalar ? String(value) : JSON.stringify(value));
}

function filterCondition({ column, op, value }: RowFilter): SQL {
  const name = identifier(column.name);
  switch (op) {
    case "eq":
      return sql`${name} = ${typed(column, value)}`;
    case "gte":
      return sql`${name} >= ${typed(column, value)}`;
    case "lte":
      return sql`${name} <= ${typed(column, value)}`;
    case "contains":
      // The escaped pattern's backslashes are ILIKE's default escape character.
      return column.kind === "text" ? sql`${name} ilike ${containsPattern(value)}` : sql`${name}::text ilike ${containsPattern(value)}`;
    case "empty":
      if (column.kind === "text") return sql`(${name} is null or ${name} = '')`;
      if (column.kind === "array") return sql`(${name} is null or cardinality(${name}) = 0)`;
      if (column.kind === "json") return sql`(${name} is null or ${name}::text in ('null', '{}', '[]', '""'))`;
      return sql`${name} is null`;
  }
}

const column = (collection: Collection, name: string) => collection.columns.find((each) => each.name === name)!;

/** The sort column, then the key's other columns: a total order, so pages neither skip nor repeat a row. */
const orderColumns = (collection: Collection, sort: SortOrder) => [
  column(collection, sort.column),
  ...collection.key.filter((name) => name !== sort.column).map((name) => column(collection, name)),
];

const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * Rows after the cursor, in the order's direction. PostgreSQL's default null placement (last
 * going up, first going down) matches a plain index read either way; the row comparison
 * `(sort, key) > (…)` with the redundant bound on the sort column lets that index start at the cursor.
 */
function afterCursor(collection: Collection, sort: SortOrder, cursor: RowCursor): SQL {
  const [sortColumn, ...tieBreakers] = orderColumns(collection, sort);
  const keyValue = (name: string) => cursor.key[collection.key.indexOf(name)]!;
  const up = sort.direction === "asc";
  const beyond = up ? sql`>` : sql`<`;
  const rest = tieBreakers.length
    ? sql`(${list(tieBreakers.map((each) => identifier(each.name)))}) ${beyond} (${list(tieBreakers.map((each) => typed(each, keyValue(each.name))))})`
    : sql`false`;
  const name = identifier(sortColumn!.name);
  if (cursor.sortValue === null)
    return up ? sql`(${name} is null and ${rest})` : sql`((${name} is null and ${rest}) or ${name} is not null)`;
  const value = typed(sortColumn!, cursor.sortValue);
  const all = orderColumns(collection, sort);
  const values = [value, ...tieBreakers.map((each) => typed(each, keyValue(each.name)))];
  const past = sql`${name} ${up ? sql`>=` : sql`<=`} ${value} and (${list(all.map((each) => identifier(each.name)))}) ${beyond} (${list(values)})`;
  return up && sortColumn!.nullable ? sql`((${past}) or ${name} is null)` : past;
}

/** The WHERE of a filtered (and paged) read; `true` without conditions. */
export function whereOf(collection: Collection, filters: RowFilter[], page?: { sort: SortOrder; cursor?: RowCursor }): SQL {
  const conditions = filters.map(filterCondition);
  if (page?.cursor) conditions.push(afterCursor(collection, page.sort, page.cursor));
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

export const orderBy = (collection: Collection, sort: SortOrder): SQL =>
  list(orderColumns(collection, sort).map((each) => sql`${identifier(each.name)} ${sort.direction === "asc" ? sql`asc` : sql`desc`}`));

/** The key's values as text, in order: what names a document and ends a page. */
export const keyTexts = (collection: Collection): SQL =>
  sql`jsonb_build_array(${list(collection.key.map((name) => sql`${identifier(name)}::text`))})`;

/** The row as JSON without its hidden columns. */
export const visibleRow = (collection: Collection): SQL =>
  sql`(to_jsonb(t) - array[${list(collection.hidden.map((name) => sql`${name}`))}]::text[])`;

/** The version token: the visible row's checksum, changed by any change staff could see. */
export const versionOf = (collection: Collection): SQL => sql`md5(${visibleRow(collection)}::text)`;

/** `key = …` for one document. */
export const keyMatch = (collection: Collection, key: string[]): SQL =>
  sql.join(
    collection.key.map((name, index) => sql`${identifier(name)} = ${typed(column(collection, name), key[index]!)}`),
    sql` and `,
  );

const PREVIEW = 200;

/** A cell of the grid: long text and JSON cut to a preview (the document page has the whole). */
function cell(each: ColumnShape): SQL {
  const name = identifier(each.name);
  if (each.kind !== "text" && each.kind !== "json") return sql`${name}`;
  const text = each.kind === "json" ? sql`${name}::text` : sql`${name}`;
  return sql`case when length(${text}) > ${PREVIEW} then left(${text}, ${PREVIEW}) || '…' else ${text} end`;
}

/** The grid's columns (and the key's) as one JSON object. */
export const gridCells = (collection: Collection): SQL =>
  sql`jsonb_build_object(${list(
    collection.columns
      .filter((each) => each.inGrid || collection.key.includes(each.name))
      .map((each) => sql`${each.name}::text, ${cell(each)}`),
  )})`;

/** After an edit: `updated_at` now and `version` raised, where the table keeps them, so other editors notice. */
export function editStamps(collection: Collection, changed: string[]): SQL[] {
  const has = (name: string) => collection.columns.some((each) => each.name === name) && !changed.includes(name);
  return [
    ...(has("updated_at") ? [sql`${identifier("updated_at")} = now()`] : []),
    ...(has("version") && column(collection, "version").kind === "number"
      ? [sql`${identifier("version")} = ${identifier("version")} + 1`]
      : []),
  ];
}
