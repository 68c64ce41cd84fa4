/**
 * The library studio (issue 21): every template and layout as an item with versions and stages.
 * The `template` and `layout` tables stay the published view users' pickers read; publishing a
 * version writes its definition there in the same transaction.
 */
import { LIBRARY_KINDS, LIBRARY_STAGES } from "@framewise/contracts";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./schema.ts";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("library_version_item_version_idx").on(table.libraryItemId, table.version),
    index("library_version_stage_idx").on(table.stage),
  ],
);
