import { GENERATED_LAYOUT_CHECKS, GENERATED_LAYOUT_STATUSES } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { encodeTimeIdCursor, timeIdCursor } from "../../kernel/time-id-cursor.ts";
import { listGeneratedLayouts } from "./generated-layout-queries.ts";

export const findGeneratedLayoutsQuery = z.object({
  status: z.enum(GENERATED_LAYOUT_STATUSES).optional().describe("Only layouts in this state."),
  checks: z
    .enum(GENERATED_LAYOUT_CHECKS)
    .optional()
    .describe("Only layouts whose automatic checks all passed, failed somewhere, or did not run."),
  cursor: timeIdCursor.optional().describe("The previous page's `next_cursor`."),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** A page of the review queue, newest first, and the next page's cursor. */
export async function findGeneratedLayouts(db: Db, query: z.infer<typeof findGeneratedLayoutsQuery>) {
  // One more than the page says whether another follows.
  const rows = await listGeneratedLayouts(db, { status: query.status, checks: query.checks, after: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!) : null };
}
