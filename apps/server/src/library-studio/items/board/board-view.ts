import { LIBRARY_KINDS, LIBRARY_STAGES, type LibraryActivity, type LibraryBoardItem } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../../kernel/api-schemas.ts";
import { itemDetailSchema, itemSummarySchema } from "../library-studio-view.ts";

const actor = z.string().nullable().describe("The staff member's email as recorded then; null for the system.");

export const boardItemSchema = itemSummarySchema.extend({
  definition: itemDetailSchema.shape.definition.describe("The latest version's definition (a draft's too), for its thumbnail."),
  blocked: z
    .strictObject({ reasons: z.array(z.string()).describe("Red checklist items (`text_fits 9:16`), or `checks not run`.") })
    .nullable()
    .describe("Why a draft or a version in review could not be published without an override; null when nothing blocks it."),
  last_change: z.strictObject({ at: timestamp, by: actor }).nullable().describe("The item's latest audited change."),
}) satisfies z.ZodType<LibraryBoardItem>;

export const activitySchema = z.strictObject({
  id: z.number().int().describe("The audit trail entry."),
  type: z.enum(["version_created", "stage_changed"]),
  at: timestamp,
  by: actor,
  kind: z.enum(LIBRARY_KINDS),
  item_id: z.string(),
  item_name: z.string(),
  version: z.number().int(),
  from_stage: z.enum(LIBRARY_STAGES).nullable(),
  to_stage: z.enum(LIBRARY_STAGES),
  reason: z.string().nullable().describe("The reason given (back to draft) or the publish override."),
}) satisfies z.ZodType<LibraryActivity>;
