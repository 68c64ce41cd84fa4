import type { FilterOperator } from "./db-browser-api";

/**
 * The grid's view as the address keeps it, so a view can be shared: the spec's "collection,
 * query with where and limit", as `?collection=render&where=status:eq:failed&where=created_at:gte:2026-11-01&sort=created_at:desc&limit=50`.
 * The API takes the same `where`, `sort` and `limit`.
 */
export interface RowFilter {
  column: string;
  op: FilterOperator;
  value: string;
}

export interface BrowserParams {
  collection: string;
  where: RowFilter[];
  /** `column:asc|desc`; "" for the collection's own order. */
  sort: string;
  limit: number;
}

export const OPERATORS: FilterOperator[] = ["eq", "contains", "gte", "lte", "empty"];
export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: "equals",
  contains: "contains",
  gte: "at least",
  lte: "at most",
  empty: "is empty",
};
export const PAGE_SIZES = [25, 50, 100, 200];
const DEFAULT_LIMIT = 50;

export const filterText = (filter: RowFilter) => `${filter.column}:${filter.op}:${filter.op === "empty" ? "" : filter.value}`;

/** `column:op:value` (the value may hold colons), or undefined for anything else. */
export function parseFilter(text: string): RowFilter | undefined {
  const [column = "", op = "", ...rest] = text.split(":");
  if (!column || !OPERATORS.includes(op as FilterOperator)) return undefined;
  return { column, op: op as FilterOperator, value: rest.join(":") };
}

export function readParams(search: URLSearchParams): BrowserParams {
  const limit = Number(search.get("limit"));
  return {
    collection: search.get("collection") ?? "",
    where: search.getAll("where").flatMap((text) => parseFilter(text) ?? []),
    sort: /^[a-z0-9_]+:(asc|desc)$/.test(search.get("sort") ?? "") ? search.get("sort")! : "",
    limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

/** The address for `params`: only what differs from the defaults. */
export function writeParams(params: BrowserParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.collection) search.set("collection", params.collection);
  for (const filter of params.where) search.append("where", filterText(filter));
  if (params.sort) search.set("sort", params.sort);
  if (params.limit !== DEFAULT_LIMIT) search.set("limit", String(params.limit));
  return search;
}

/** The rows route's query for the view. */
export function rowsQuery(params: BrowserParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const filter of params.where) query.append("where", filterText(filter));
  if (params.sort) query.set("sort", params.sort);
  query.set("limit", String(params.limit));
  return query;
}

/** The grid's address listing what a filter set finds: a document's related rows, "all of them". */
export const gridLink = (collection: string, where: string[]) =>
  `/firestore-dashboard?${writeParams({ collection, where: where.flatMap((text) => parseFilter(text) ?? []), sort: "", limit: DEFAULT_LIMIT })}`;

export const documentLink = (collection: string, id: string) =>
  `/firestore-dashboard/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;

/** Clicking a column's header: its own order up, then down, then the collection's own order. */
export function nextSort(current: string, column: string): string {
  if (current === `${column}:asc`) return `${column}:desc`;
  if (current === `${column}:desc`) return "";
  return `${column}:asc`;
}
