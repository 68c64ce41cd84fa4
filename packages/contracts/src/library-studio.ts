/**
 * The library studio on the wire (issue 21): templates and layouts as versioned items that move
 * from draft through review to published, each version with its checklist. Definitions are
 * `@framewise/scene`'s Template and Layout.
 */

export const LIBRARY_KINDS = ["template", "layout"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** A version's stage: draft → in_review → published → retired, and back to draft with a reason. */
export const LIBRARY_STAGES = ["draft", "in_review", "published", "retired"] as const;
export type LibraryStage = (typeof LIBRARY_STAGES)[number];

export const CHECKLIST_ASPECTS = ["9:16", "1:1", "16:9", "4:5"] as const;
export type ChecklistAspect = (typeof CHECKLIST_ASPECTS)[number];

/** Checks the server runs on a version, in each aspect ratio. */
export const AUTOMATIC_CHECKS = ["schema_valid", "text_fits", "safe_areas", "contrast"] as const;
export type AutomaticCheck = (typeof AUTOMATIC_CHECKS)[number];

/** Checks staff tick by eye, in each aspect ratio (browser-vs-server agreement is one of them for now). */
export const MANUAL_CHECKS = ["looks_right", "animation_feels_right", "browser_matches_server"] as const;
export type ManualCheck = (typeof MANUAL_CHECKS)[number];

export type ChecklistStatus = "pass" | "fail" | "not_run";

/** One line of a version's checklist: a check in one aspect ratio. */
export interface ChecklistItem {
  check: AutomaticCheck | ManualCheck;
  aspect: ChecklistAspect;
  kind: "automatic" | "manual";
  status: ChecklistStatus;
  /** What is wrong (automatic checks), each naming the element and, for a layout checked under templates, the template. */
  findings: { element?: string; template?: string; message: string }[];
  /** Who ticked a manual item, and when. */
  ticked_by: string | null;
  ticked_at: string | null;
}

export interface Checklist {
  /** When the automatic checks last ran on this version, and how long they took. */
  ran_at: string | null;
  duration_ms: number | null;
  /** The templates a layout was checked under (a template: its own id). */
  checked_with: string[];
  items: ChecklistItem[];
  /** Every item passes. */
  green: boolean;
}

/** One version of an item. */
export interface LibraryVersionInfo {
  id: string;
  version: number;
  stage: LibraryStage;
  author_id: string | null;
  author_email: string | null;
  note: string | null;
  publish_override: string | null;
  created_at: string;
  updated_at: string;
}

/** An item as the studio's lists show it. */
export interface LibraryItemSummary {
  kind: LibraryKind;
  id: string;
  name: string;
  /** The latest version's stage. */
  stage: LibraryStage;
  latest_version: number;
  /** The version users' pickers show, if any (a retired item still renders videos made with it). */
  published_version: number | null;
  owner_id: string | null;
  owner_email: string | null;
  /** The aspect ratios the latest version covers (a template: those every one of its layouts covers). */
  aspect_coverage: ChecklistAspect[];
  /** Videos made with it (a layout: videos with a scene using it). */
  usage_count: number;
  updated_at: string;
}

export interface LibraryItemDetail<Definition = unknown> extends LibraryItemSummary {
  /** The latest version's definition. */
  definition: Definition;
  versions: LibraryVersionInfo[];
}

/** `GET …/compare?from=&to=`: both definitions and the paths where they differ. */
export interface LibraryVersionComparison<Definition = unknown> {
  from: { version: number; definition: Definition };
  to: { version: number; definition: Definition };
  changes: { path: string; kind: "added" | "removed" | "changed"; before?: unknown; after?: unknown }[];
}
