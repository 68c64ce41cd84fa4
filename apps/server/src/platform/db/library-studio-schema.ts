/**
 * The library studio (issue 21): every template and layout as an item with versions and stages.
 * The `template` and `layout` tables stay the published view users' pickers read; publishing a
 * version writes its definition there in the same transaction.
 */
import {
  GENERATED_LAYOUT_STATUSES,
  LIBRARY_KINDS,
  LIBRARY_STAGES,
  type BrowserComparison,
  type ChecklistAspect,
} from "@framewise/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { keysetCreatedAt } from "./keyset-time.ts";
import { asset, user } from "./schema.ts";

/** A template or layout in the studio (by its definition id), with the staff member who owns it. */
export const libraryItem = pgTable(
  "library_item",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: LIBRARY_KINDS }).notNull(),
    itemId: text("item_id").notNull(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("library_item_kind_item_idx").on(table.kind, table.itemId)],
);

/** The last run of a version's automatic checks, as the server computed it. */
export interface StoredChecks {
  ranAt: string;
  durationMs: number;
  checkedWith: string[];
  /** Failures of the automatic checks, by `check aspect` ("text_fits 9:16"); a key absent after a run passed. */
  failures: Record<string, { element?: string; template?: string; message: string }[]>;
  /** The browser's frames against the server's, by aspect ratio, as the item's page posted them. */
  browser?: Partial<Record<ChecklistAspect, BrowserComparison>>;
}

/** Staff's ticks of the manual checks, by `check aspect`: who (email) and when. */
export type StoredTicks = Record<string, { by: string; at: string }>;

/** One version of an item: its definition (never changed once written) and its stage. */
export const libraryVersion = pgTable(
  "library_version",
  {
    id: text("id").primaryKey(),
    libraryItemId: text("library_item_id")
      .notNull()
      .references(() => libraryItem.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").notNull(),
    stage: text("stage", { enum: LIBRARY_STAGES }).notNull().default("draft"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Why: the author's note on a change, or the reason it went back to draft. */
    note: text("note"),
    /** The written reason it was published with red checklist items. */
    publishOverride: text("publish_override"),
    /** Derived (rerun at will), so left out of the audit trail; the ticks are recorded. */
    checks: jsonb("checks").$type<StoredChecks>(),
    ticks: jsonb("ticks").$type<StoredTicks>().notNull().default({}),
    /** Set while the checklist job runs (cleared when it ends); derived, so out of the trail too. */
    checksStartedAt: timestamp("checks_started_at", { withTimezone: true }),
    /** Why the last checklist job could not finish, if it could not. */
    checksError: text("checks_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("library_version_item_version_idx").on(table.libraryItemId, table.version),
    index("library_version_stage_idx").on(table.stage),
  ],
);

/** A threaded comment on a version, optionally pinned to a moment and a point of one aspect's frame. */
export const libraryComment = pgTable(
  "library_comment",
  {
    id: text("id").primaryKey(),
    libraryVersionId: text("library_version_id")
      .notNull()
      .references(() => libraryVersion.id, { onDelete: "cascade" }),
    /** The comment it answers (a thread is one level of answers under a comment). */
    parentId: text("parent_id").references((): AnyPgColumn => libraryComment.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The pin: an aspect ratio, seconds into the preview, and a point in fractions of the frame. */
    pinAspect: text("pin_aspect"),
    pinTime: real("pin_time"),
    pinX: real("pin_x"),
    pinY: real("pin_y"),
    /** Staff mentioned (user ids), each told by mail. */
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("library_comment_version_idx").on(table.libraryVersionId, table.createdAt)],
);

/** One answer of the model along the way: what it proposed and the problems sent back. */
export interface GenerationAttempt {
  problems: { path: string; message: string }[];
}

/** A layout the generator made from a description, waiting for staff's review (kept when rejected). */
export const generatedLayout = pgTable(
  "generated_layout",
  {
    id: text("id").primaryKey(),
    prompt: text("prompt").notNull(),
    referenceAssetId: text("reference_asset_id").references(() => asset.id, { onDelete: "set null" }),
    status: text("status", { enum: GENERATED_LAYOUT_STATUSES }).notNull().default("generating"),
    definition: jsonb("definition"),
    attempts: jsonb("attempts").$type<GenerationAttempt[]>().notNull().default([]),
    checks: jsonb("checks").$type<StoredChecks>(),
    /** Whether every automatic check passed, for the queue's filter (null until they ran). */
    checksGreen: boolean("checks_green"),
    model: text("model"),
    error: text("error"),
    rejectReason: text("reject_reason"),
    /** The library item an approval made. */
    libraryItemId: text("library_item_id").references(() => libraryItem.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: keysetCreatedAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generated_layout_status_idx").on(table.status, table.createdAt)],
);

/**
 * A font in the library's own store: copied from a staff member's uploaded font so every user's
 * render and preview can load it (a template's `fontFiles` name these by id). One file per family
 * (in any case) and weight, so a family resolves to the same file in every host; files never change.
 */
export const libraryFont = pgTable(
  "library_font",
  {
    id: text("id").primaryKey(),
    family: text("family").notNull(),
    weight: integer("weight").notNull(),
    /** The file's SHA-256: adding the same file again answers the font already there. */
    sha256: text("sha256").notNull(),
    mimeType: text("mime_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** The uploaded asset it was copied from (the copy stays when that asset is deleted). */
    sourceAssetId: text("source_asset_id").references(() => asset.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Browsers match family names whatever their case: so does the store.
    uniqueIndex("library_font_face_idx").on(sql`lower(${table.family})`, table.weight),
    uniqueIndex("library_font_sha256_idx").on(table.sha256),
  ],
);
