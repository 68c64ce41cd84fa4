import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";
import { rowsQuery, type BrowserParams, type RowFilter } from "./browser-params";

export const DB_BROWSER_API = "/api/v1/staff/collections";
const KEY = ["db-browser"] as const;

export type ColumnKind = "text" | "number" | "boolean" | "timestamp" | "json" | "array";
export type FilterOperator = "eq" | "contains" | "gte" | "lte" | "empty";

export interface CollectionCount {
  name: string;
  documents: number;
  estimated: boolean;
  editable: boolean;
}

export interface BrowserColumn {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  in_grid: boolean;
  editable: boolean;
  read_only_reason: string | null;
  enum_values: string[] | null;
  references: string | null;
  operators: FilterOperator[];
  /** A large table sorts only by its indexed columns; `unsortable_reason` says why another does not. */
  sortable: boolean;
  unsortable_reason: string | null;
}

export interface CollectionInfo {
  name: string;
  editable: boolean;
  key: string[];
  label: string;
  default_sort: { column: string; direction: "asc" | "desc" };
  bulk_limit: number;
  hidden: string[];
  columns: BrowserColumn[];
}

export interface GridRow {
  id: string;
  cells: Record<string, unknown>;
}

export interface LinkedRow {
  id: string;
  label: string | null;
}

export interface Relation {
  label: string;
  collection: string;
  kind: "one" | "many";
  where: string[];
  rows: LinkedRow[];
  count: number;
  count_capped: boolean;
}

export interface BrowserDocument {
  collection: string;
  id: string;
  version: string;
  row: Record<string, unknown>;
  relations: Relation[];
}

export interface BulkPreview {
  count: number;
  over_limit: boolean;
  limit: number;
  samples: LinkedRow[];
}

const collectionPath = (name: string) => `${DB_BROWSER_API}/${encodeURIComponent(name)}`;
export const documentPath = (collection: string, id: string) => `${collectionPath(collection)}/documents/${encodeURIComponent(id)}`;

export const useCollections = () =>
  useQuery({
    queryKey: [...KEY, "collections"],
    queryFn: async () => (await apiRequest<{ data: CollectionCount[] }>(DB_BROWSER_API)).data,
  });

export const useCollection = (name: string) =>
  useQuery({
    queryKey: [...KEY, "collection", name],
    queryFn: async () => (await apiRequest<{ data: CollectionInfo }>(collectionPath(name))).data,
    enabled: name !== "",
    staleTime: Infinity,
  });

/** The grid's rows by the address's filters and sort, a page at a time (keyset cursors). */
export const useRows = (params: BrowserParams) =>
  useInfiniteQuery({
    queryKey: [...KEY, "rows", params.collection, rowsQuery(params).toString()],
    queryFn: ({ pageParam }) => {
      const query = rowsQuery(params);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<{ data: GridRow[]; next_cursor: string | null }>(`${collectionPath(params.collection)}/rows?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: params.collection !== "",
    placeholderData: keepPreviousData,
  });

export const useDocument = (collection: string, id: string) =>
  useQuery({
    queryKey: [...KEY, "document", collection, id],
    queryFn: async () => (await apiRequest<{ data: BrowserDocument }>(documentPath(collection, id))).data,
  });

export interface DocumentEdit {
  version: string;
  reason: string;
  changes: Record<string, unknown>;
}

export function useEditDocument(collection: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: DocumentEdit) =>
      (await apiRequest<{ data: BrowserDocument }>(documentPath(collection, id), { method: "PATCH", body: edit })).data,
    onSuccess: (saved) => {
      client.setQueryData([...KEY, "document", collection, id], saved);
      void client.invalidateQueries({ queryKey: [...KEY, "rows", collection] });
    },
  });
}

export interface BulkEdit {
  where: string[];
  field: string;
  value: unknown;
}

export const useBulkPreview = (collection: string) =>
  useMutation({
    mutationFn: async (edit: BulkEdit) =>
      (await apiRequest<{ data: BulkPreview }>(`${collectionPath(collection)}/bulk-edit/preview`, { method: "POST", body: edit })).data,
  });

export function useApplyBulkEdit(collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: BulkEdit & { expected_count: number; reason: string }) =>
      (await apiRequest<{ data: { updated: number } }>(`${collectionPath(collection)}/bulk-edit`, { method: "POST", body: edit })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export type { RowFilter };
