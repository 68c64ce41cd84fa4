import type { LibraryItemSummary, LibraryKind, LibraryStage } from "./library-studio.ts";

/**
 * The library board (`layouts/progress`, `layout-tracker`): every item with what blocks it and its
 * last change, and what happened in the library lately.
 */

/** The latest audited change of an item (a version, a stage, a tick, the owner): who and when. */
export interface LibraryChange {
  at: string;
  /** The staff member's email as recorded then; null for the system (the starter library's baseline). */
  by: string | null;
}

export interface LibraryBoardItem<Definition = unknown> extends LibraryItemSummary {
  /** The latest version's definition (a draft's too), for its live thumbnail. */
  definition: Definition;
  /** Why a draft or a version in review could not be published without an override: red checklist items (`text_fits 9:16`) or `checks not run`. */
  blocked: { reasons: string[] } | null;
  last_change: LibraryChange | null;
}

/** One thing that happened to a version: it was created, or it changed stage. */
export interface LibraryActivity {
  id: number;
  type: "version_created" | "stage_changed";
  at: string;
  by: string | null;
  kind: LibraryKind;
  item_id: string;
  item_name: string;
  version: number;
  /** The stage before (a stage change) and after. */
  from_stage: LibraryStage | null;
  to_stage: LibraryStage;
  /** The reason given (back to draft) or the publish override. */
  reason: string | null;
}
