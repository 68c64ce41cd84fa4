import type { LibraryActivity, LibraryStage } from "@framewise/contracts";
import { titleLayout } from "../../testing/library";
import type { BoardItem } from "./board-api";

/** A board item drawn with the test library's title layout under its own id and name. */
export function boardItem(id: string, name: string, stage: LibraryStage, changes: Partial<BoardItem> = {}): BoardItem {
  return {
    kind: "layout",
    id,
    name,
    stage,
    latest_version: 1,
    published_version: stage === "published" ? 1 : null,
    owner_id: null,
    owner_email: null,
    aspect_coverage: ["9:16", "1:1", "16:9", "4:5"],
    usage_count: 0,
    updated_at: "2026-11-20T10:00:00.000Z",
    definition: { ...titleLayout, id, name },
    blocked: null,
    last_change: null,
    ...changes,
  };
}

export const boardItems: BoardItem[] = [
  boardItem("title", "Title", "published", { last_change: { at: "2026-11-01T09:00:00.000Z", by: null } }),
  boardItem("promo", "Promo", "in_review", {
    owner_id: "user-1",
    owner_email: "ada@example.com",
    blocked: { reasons: ["checks not run", "looks_right 9:16", "looks_right 1:1", "contrast 4:5"] },
    last_change: { at: "2026-11-24T09:00:00.000Z", by: "ada@example.com" },
  }),
  boardItem("quote", "Quote", "draft", {
    owner_id: "user-2",
    owner_email: "bob@example.com",
    blocked: { reasons: ["text_fits 9:16"] },
    last_change: { at: "2026-11-23T09:00:00.000Z", by: "bob@example.com" },
  }),
];

export const weekActivity: LibraryActivity[] = [
  {
    id: 12,
    type: "stage_changed",
    at: "2026-11-24T09:00:00.000Z",
    by: "ada@example.com",
    kind: "layout",
    item_id: "promo",
    item_name: "Promo",
    version: 2,
    from_stage: "draft",
    to_stage: "in_review",
    reason: null,
  },
  {
    id: 11,
    type: "version_created",
    at: "2026-11-23T09:00:00.000Z",
    by: "bob@example.com",
    kind: "layout",
    item_id: "quote",
    item_name: "Quote",
    version: 1,
    from_stage: null,
    to_stage: "draft",
    reason: null,
  },
];
