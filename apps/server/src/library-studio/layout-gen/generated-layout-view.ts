import {
  GENERATED_LAYOUT_STATUSES,
  type ChecklistItem,
  type GeneratedLayoutDetail,
  type GeneratedLayoutSummary,
} from "@framewise/contracts";
import { z } from "zod";
import type { StoredChecks } from "../../platform/db/library-studio-schema.ts";
import { timestamp } from "../../kernel/api-schemas.ts";
import { checklistView } from "../items/checklist-view.ts";
import { checklistSchema } from "../items/library-studio-view.ts";
import type { GeneratedLayoutRow } from "./generated-layout-queries.ts";

const problem = z.strictObject({ path: z.string().describe("A JSON Pointer into the layout."), message: z.string() });

export const generatedLayoutSummarySchema = z.strictObject({
  id: z.string(),
  prompt: z.string(),
  status: z.enum(GENERATED_LAYOUT_STATUSES),
  definition: z.looseObject({}).nullable().describe("The layout (`@framewise/scene`'s Layout); null while generating or after a failure."),
  checks_green: z.boolean().nullable().describe("Every automatic check passed; null until they ran."),
  model: z.string().nullable().describe("The configured model's id that generated it."),
  error: z.string().nullable().describe("Why the generation failed."),
  reject_reason: z.string().nullable(),
  library_item_id: z.string().nullable().describe("The library item an approval made."),
  created_by_email: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<GeneratedLayoutSummary>;

export const generatedLayoutDetailSchema = generatedLayoutSummarySchema.extend({
  reference_asset_id: z.string().nullable(),
  attempts: z.array(z.strictObject({ problems: z.array(problem) })).describe("Each answer of the model and the problems sent back."),
  checks_ran_at: timestamp.nullable(),
  checks: checklistSchema.shape.items.describe("The automatic checks in each of the layout's aspect ratios."),
}) satisfies z.ZodType<GeneratedLayoutDetail>;

/** The checks the server runs (the browser's comparison and the manual ticks belong to the library's review, after approval). */
export function automaticChecks(definition: unknown, checks: StoredChecks | null): ChecklistItem[] {
  return checklistView("layout", definition ?? {}, checks, {}).items.filter(
    (item) => item.kind === "automatic" && item.check !== "browser_matches_server",
  );
}

export const generatedLayoutSummary = (row: GeneratedLayoutRow): GeneratedLayoutSummary => ({
  id: row.id,
  prompt: row.prompt,
  status: row.status,
  definition: (row.definition as Record<string, unknown> | null) ?? null,
  checks_green: row.checksGreen,
  model: row.model,
  error: row.error,
  reject_reason: row.rejectReason,
  library_item_id: row.libraryItemId,
  created_by_email: row.createdByEmail,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const generatedLayoutDetail = (row: GeneratedLayoutRow): GeneratedLayoutDetail => ({
  ...generatedLayoutSummary(row),
  reference_asset_id: row.referenceAssetId,
  attempts: row.attempts,
  checks_ran_at: row.checks?.ranAt ?? null,
  checks: row.checks ? automaticChecks(row.definition, row.checks) : [],
});
