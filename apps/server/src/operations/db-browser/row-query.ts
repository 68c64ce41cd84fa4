import { z } from "zod";
import { DomainError } from "../../kernel/errors.ts";
import { visibleColumn, type BrowserColumn, type Collection, type SortOrder } from "./collection.ts";
import type { ColumnKind } from "./table-shapes-queries.ts";

/**
 * The grid's query, as the address and the API spell it (the spec's "where + limit"):
 * `where=status:eq:failed&where=created_at:gte:2026-11-01&sort=created_at:desc&limit=50`.
 * Every column is looked up in the collection (a hidden or unknown one is refused), every value
 * checked for its column's type, so nothing from a request reaches SQL but as a parameter.
 */
export const FILTER_OPERATORS = ["eq", "contains", "gte", "lte", "empty"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface RowFilter {
  column: BrowserColumn;
  op: FilterOperator;
  /** Checked for the column's type; "" for `empty`. */
  value: string;
}

export const MAX_FILTERS = 10;
export const MAX_FILTER_VALUE = 500;

/** Which operators each kind of column takes. */
const OPERATORS_BY_KIND: Record<ColumnKind, readonly FilterOperator[]> = {
  text: ["eq", "contains", "gte", "lte", "empty"],
  number: ["eq", "gte", "lte", "empty"],
  timestamp: ["eq", "gte", "lte", "empty"],
  boolean: ["eq", "empty"],
  json: ["contains", "empty"],
  array: ["contains", "empty"],
};
export const operatorsFor = (column: BrowserColumn) => OPERATORS_BY_KIND[column.kind];
export const sortable = (column: BrowserColumn) => column.kind !== "json" && column.kind !== "array";

const NUMBER = /^-?\d{1,18}(\.\d{1,17})?(e[+-]?\d{1,3})?$/i;
const INTEGER_LIMITS: Record<string, number> = { integer: 2_147_483_647, smallint: 32_767, bigint: Number.MAX_SAFE_INTEGER };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** Why `value` cannot be compared with the column, or undefined when it can (so a cast never fails in SQL). */
export function valueProblem(column: BrowserColumn, value: string): string | undefined {
  switch (column.kind) {
    case "number": {
      if (!NUMBER.test(value)) return "Not a number.";
      const limit = INTEGER_LIMITS[column.sqlType];
      if (limit !== undefined && (!Number.isInteger(Number(value)) || Math.abs(Number(value)) > limit))
        return "Not a whole number in range.";
      return undefined;
    }
    case "timestamp":
      return TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value.replace(" ", "T")))
        ? undefined
        : "Not a date (2026-11-01 or ISO 8601).";
    case "boolean":
      return value === "true" || value === "false" ? undefined : "true or false.";
    default:
      return column.enumValues && !column.enumValues.includes(value) ? `One of ${column.enumValues.join(", ")}.` : undefined;
  }
}

const refuse = (field: string, message: string) => new DomainError("invalid", "invalid_request", message, { [field]: message });

/** `column:op:value` strings as filters; a 400 names the first bad one (`where.1`). */
export function parseFilters(collection: Collection, where: readonly string[]): RowFilter[] {
  if (where.length > MAX_FILTERS) throw refuse("where", `At most ${MAX_FILTERS} filters.`);
  return where.map((text, index) => {
    const field = `where.${index}`;
    const [name = "", op = "", ...rest] = text.split(":");
    const value = rest.join(":");
    const column = visibleColumn(collection, name);
    if (!column) throw refuse(field, `${collection.name} has no column ${name} to filter on.`);
    if (!operatorsFor(column).includes(op as FilterOperator))
      throw refuse(field, `${name} can be filtered with ${operatorsFor(column).join(", ")}, not "${op}".`);
    if (op === "empty") return { column, op, value: "" };
    if (value.length > MAX_FILTER_VALUE) throw refuse(field, `A filter's value is at most ${MAX_FILTER_VALUE} characters.`);
    const problem = op === "contains" ? undefined : valueProblem(column, value);
    if (problem) throw refuse(field, `${name}: ${problem}`);
    return { column, op: op as FilterOperator, value };
  });
}

/** `column:asc|desc`; undefined when none is asked for. Whether it is fast enough is `sort-limits.ts`'s to say. */
export function parseSort(collection: Collection, sort: string | undefined): SortOrder | undefined {
  if (!sort) return undefined;
  const [name = "", direction = "asc"] = sort.split(":");
  const column = visibleColumn(collection, name);
  if (!column || !sortable(column)) throw refuse("sort", `${collection.name} cannot be sorted by ${name}.`);
  if (direction !== "asc" && direction !== "desc") throw refuse("sort", "Sort asc or desc.");
  return { column: name, direction };
}

/** Where a page ended: its last row's sort value (as text, null for none) and key values. */
export interface RowCursor {
  sortValue: string | null;
  key: string[];
}

export const encodeCursor = (cursor: RowCursor) => Buffer.from(JSON.stringify([cursor.sortValue, ...cursor.key])).toString("base64url");

const cursorText = z.tuple([z.string().max(MAX_FILTER_VALUE).nullable()], z.string().max(MAX_FILTER_VALUE));

/** A cursor this list gave for the same sort, every value checked like a filter's; 400 otherwise. */
export function decodeCursor(collection: Collection, sort: SortOrder, text: string): RowCursor {
  const invalid = () => refuse("cursor", "Not a cursor this list gave (the sort may have changed).");
  let parsed: z.infer<typeof cursorText>;
  try {
    parsed = cursorText.parse(JSON.parse(Buffer.from(text, "base64url").toString()));
  } catch {
    throw invalid();
  }
  const [sortValue, ...key] = parsed;
  const sortColumn = visibleColumn(collection, sort.column)!;
  if (key.length !== collection.key.length) throw invalid();
  if (sortValue !== null && valueProblem({ ...sortColumn, enumValues: undefined }, sortValue)) throw invalid();
  const keyColumns = collection.key.map((name) => visibleColumn(collection, name)!);
  if (key.some((value, index) => valueProblem({ ...keyColumns[index]!, enumValues: undefined }, value))) throw invalid();
  return { sortValue, key };
}
