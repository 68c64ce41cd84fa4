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

/**
 * Checks run on a version, in each aspect ratio: the server's job runs the first four; the item's
 * page draws frames in the browser and posts their agreement with the server's (`browser_matches_server`).
 */
export const AUTOMATIC_CHECKS = ["schema_valid", "text_fits", "safe_areas", "contrast", "browser_matches_server"] as const;
export type AutomaticCheck = (typeof AUTOMATIC_CHECKS)[number];

/** Checks staff tick by eye, in each aspect ratio. */
export const MANUAL_CHECKS = ["looks_right", "animation_feels_right"] as const;
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
  /** The checklist job is running on this version (started then); the page polls until it ends. */
  running: boolean;
  started_at: string | null;
  /** Why the last job could not finish, if it could not. */
  error: string | null;
  /** The browser's frames against the server's, per aspect ratio, as last posted. */
  browser_comparison: Partial<Record<ChecklistAspect, BrowserComparison>>;
}

/**
 * When the browser and the server agree on a version's frames. A pixel differs when a channel is
 * more than 24 of 255 apart (the render test bench's default: below it, the browser's canvas and
 * Skia round colours and anti-alias edges differently without anyone seeing it). An aspect ratio
 * agrees when at most 3 % of its worst frame's pixels differ: the bench's saved cases measure
 * about 1.1 % from text edges alone at 270–360 px wide, while a real disagreement (a missing
 * element, another font, a line broken elsewhere) moves whole boxes, well over 3 %.
 */
export const BROWSER_AGREEMENT = { pixelThreshold: 24, maxOverPercent: 3 } as const;

/**
 * The browser's drawing of a version's frames against the server's, in one aspect ratio
 * (`POST …/checklist/browser-comparison`): the worst frame's figures decide.
 */
export interface BrowserComparison {
  /** The share of pixels (0–100) whose difference is over `threshold`, in the worst frame. */
  over_percent: number;
  /** The mean difference (0–255) over every pixel, in the worst frame. */
  mean_difference: number;
  /** The per-channel difference (0–255) a pixel must exceed to count. */
  threshold: number;
  frames: number[];
  template: string;
  compared_by: string;
  compared_at: string;
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

/** A generated layout's way through the review queue (`layout-gen` → `generated-layouts`). */
export const GENERATED_LAYOUT_STATUSES = ["generating", "failed", "pending_review", "approved", "rejected"] as const;
export type GeneratedLayoutStatus = (typeof GENERATED_LAYOUT_STATUSES)[number];

/**
 * The library versions a video was made with, by kind and id. Renders and the editor read these
 * versions until the user chooses to update; an id not pinned reads the published view.
 */
export interface LibraryPins {
  template?: Record<string, number>;
  layout?: Record<string, number>;
}

/** Which generated layouts the review queue shows by their automatic checks: all passed, some failed, or not run yet. */
export const GENERATED_LAYOUT_CHECKS = ["green", "red", "not_run"] as const;
export type GeneratedLayoutChecks = (typeof GENERATED_LAYOUT_CHECKS)[number];

/** A generated layout as the review queue lists it (`/api/v1/staff/generated-layouts`). */
export interface GeneratedLayoutSummary {
  id: string;
  prompt: string;
  status: GeneratedLayoutStatus;
  /** The layout the model answered (or staff edited); null while generating or when it failed. */
  definition: Record<string, unknown> | null;
  /** Every automatic check passed; null until they ran. */
  checks_green: boolean | null;
  /** The configured model's id that generated it. */
  model: string | null;
  /** Why the generation failed. */
  error: string | null;
  reject_reason: string | null;
  /** The library item an approval made (its layout id is the definition's `id`). */
  library_item_id: string | null;
  created_by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** One generated layout with the model's attempts and its automatic checks. */
export interface GeneratedLayoutDetail extends GeneratedLayoutSummary {
  reference_asset_id: string | null;
  /** Each answer of the model: the problems sent back for repair (none for the one kept). */
  attempts: { problems: { path: string; message: string }[] }[];
  /** When the automatic checks last ran; null before. */
  checks_ran_at: string | null;
  /** The automatic checks in each of the layout's aspect ratios. */
  checks: ChecklistItem[];
}

/** A newer published version of a template or layout a video is pinned to, and what changed. */
export interface LibraryUpdate<Definition = unknown> {
  kind: LibraryKind;
  id: string;
  name: string;
  pinned_version: number;
  published_version: number;
  /** The version the video has and the one it would get, to show side by side. */
  pinned: Definition;
  published: Definition;
  changes: { path: string; kind: "added" | "removed" | "changed"; before?: unknown; after?: unknown }[];
}

/** `GET /api/v1/content/{id}/library`: the template and layouts a video is drawn with, and updates it may take. */
export interface ContentLibrary<TemplateDefinition = unknown, LayoutDefinition = unknown> {
  template: TemplateDefinition | null;
  layouts: LayoutDefinition[];
  pins: LibraryPins;
  updates: LibraryUpdate<TemplateDefinition | LayoutDefinition>[];
}
