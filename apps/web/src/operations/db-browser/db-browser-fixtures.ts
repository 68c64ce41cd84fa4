import type { BrowserColumn, BrowserDocument, CollectionInfo } from "./db-browser-api";

const column = (name: string, overrides: Partial<BrowserColumn> = {}): BrowserColumn => ({
  name,
  kind: "text",
  nullable: false,
  in_grid: true,
  editable: false,
  read_only_reason: "Kept by the product.",
  enum_values: null,
  references: null,
  operators: ["eq", "contains", "gte", "lte", "empty"],
  sortable: true,
  unsortable_reason: null,
  ...overrides,
});

/** The content collection as the server describes it (a few of its columns). */
export const contentCollection: CollectionInfo = {
  name: "content",
  editable: true,
  key: ["id"],
  label: "title",
  default_sort: { column: "created_at", direction: "desc" },
  bulk_limit: 10_000,
  hidden: [],
  columns: [
    column("id", { read_only_reason: "Its id: other rows point at it." }),
    column("title", { editable: true, read_only_reason: null }),
    column("user_id", { references: "user", read_only_reason: "Points at a user row." }),
    column("shared", { kind: "boolean", editable: true, read_only_reason: null, operators: ["eq", "empty"] }),
    column("document", {
      kind: "json",
      in_grid: false,
      editable: true,
      read_only_reason: null,
      operators: ["contains", "empty"],
      sortable: false,
      unsortable_reason: "Lists and JSON values have no order to sort by.",
    }),
    column("created_at", { kind: "timestamp", operators: ["eq", "gte", "lte", "empty"] }),
  ],
};

export const contentRows = [
  { id: "c1", cells: { id: "c1", title: "Spring sale", user_id: "u1", shared: false, created_at: "2026-11-02T10:00:00.123+00:00" } },
  { id: "c2", cells: { id: "c2", title: "x".repeat(80), user_id: "u1", shared: true, created_at: "2026-11-01T09:00:00+00:00" } },
];

export const contentDocument: BrowserDocument = {
  collection: "content",
  id: "c1",
  version: "0123456789abcdef0123456789abcdef",
  row: {
    id: "c1",
    title: "Spring sale",
    user_id: "u1",
    shared: false,
    document: { scenes: [{ duration: 3 }] },
    created_at: "2026-11-02T10:00:00Z",
  },
  relations: [
    {
      label: "user_id",
      collection: "user",
      kind: "one",
      where: ["id:eq:u1"],
      rows: [{ id: "u1", label: "ada@example.com" }],
      count: 1,
      count_capped: false,
    },
    {
      label: "Renders",
      collection: "render",
      kind: "many",
      where: ["content_id:eq:c1"],
      rows: [{ id: "r1", label: null }],
      count: 14,
      count_capped: false,
    },
  ],
};
