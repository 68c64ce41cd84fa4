import {
  AUTOMATIC_CHECKS,
  CHECKLIST_ASPECTS,
  LIBRARY_KINDS,
  LIBRARY_STAGES,
  MANUAL_CHECKS,
  type LibraryItemSummary,
  type LibraryVersionInfo,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { LibraryVersionRow } from "./library-item-queries.ts";
import { browserComparisonSchema } from "./record-browser-comparison.ts";

/** A stored definition as answered (the scene package's Template or Layout, validated when written). */
export type StoredDefinition = { id: string; [key: string]: unknown };
const definition = z.looseObject({ id: z.string() }).describe("The definition: `@framewise/scene`'s Template or Layout.");

export const versionSchema = z.strictObject({
  id: z.string(),
  version: z.number().int(),
  stage: z.enum(LIBRARY_STAGES),
  author_id: z.string().nullable(),
  author_email: z.string().nullable(),
  note: z.string().nullable(),
  publish_override: z.string().nullable().describe("The written reason it was published with red checklist items."),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<LibraryVersionInfo>;

export const itemSummarySchema = z.strictObject({
  kind: z.enum(LIBRARY_KINDS),
  id: z.string(),
  name: z.string(),
  stage: z.enum(LIBRARY_STAGES).describe("The latest version's stage."),
  latest_version: z.number().int(),
  published_version: z.number().int().nullable().describe("The version users' pickers show, if any."),
  owner_id: z.string().nullable(),
  owner_email: z.string().nullable(),
  aspect_coverage: z.array(z.enum(CHECKLIST_ASPECTS)),
  usage_count: z.number().int().describe("Videos made with it (a layout: videos with a scene using it)."),
  updated_at: timestamp,
}) satisfies z.ZodType<LibraryItemSummary>;

export const itemDetailSchema = itemSummarySchema.extend({ definition, versions: z.array(versionSchema) });

const finding = z.strictObject({ element: z.string().optional(), template: z.string().optional(), message: z.string() });
export const checklistSchema = z.strictObject({
  version: z.number().int(),
  ran_at: timestamp.nullable(),
  duration_ms: z.number().nullable().describe("How long the automatic checks took."),
  checked_with: z.array(z.string()).describe("The templates a layout was checked under, or a template's layouts."),
  items: z.array(
    z.strictObject({
      check: z.enum([...AUTOMATIC_CHECKS, ...MANUAL_CHECKS]),
      aspect: z.enum(CHECKLIST_ASPECTS),
      kind: z.enum(["automatic", "manual"]),
      status: z.enum(["pass", "fail", "not_run"]),
      findings: z.array(finding),
      ticked_by: z.string().nullable(),
      ticked_at: timestamp.nullable(),
    }),
  ),
  green: z.boolean().describe("Every item passes: it may be published without an override."),
  running: z.boolean().describe("The checklist job is running on this version."),
  started_at: timestamp.nullable(),
  error: z.string().nullable().describe("Why the last checklist job could not finish, if it could not."),
  browser_comparison: z
    .partialRecord(z.enum(CHECKLIST_ASPECTS), browserComparisonSchema)
    .describe("The browser's frames against the server's, per aspect ratio."),
});

export const comparisonSchema = z.strictObject({
  from: z.strictObject({ version: z.number().int(), definition }),
  to: z.strictObject({ version: z.number().int(), definition }),
  changes: z.array(
    z.strictObject({
      path: z.string().describe("A JSON Pointer into the definition."),
      kind: z.enum(["added", "removed", "changed"]),
      before: z.unknown().optional(),
      after: z.unknown().optional(),
    }),
  ),
});

export const versionView = (row: LibraryVersionRow): LibraryVersionInfo => ({
  id: row.id,
  version: row.version,
  stage: row.stage,
  author_id: row.authorId,
  author_email: row.authorEmail,
  note: row.note,
  publish_override: row.publishOverride,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
