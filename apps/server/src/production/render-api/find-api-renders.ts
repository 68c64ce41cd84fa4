import { API_RENDER_STATUSES } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { encodeKeysetCursor, keysetCursor } from "../../kernel/keyset-cursor.ts";
import type { RenderRow } from "../../video-studio/renders/render-queries.ts";
import { listAccountRenders } from "./api-render-queries.ts";

export const findApiRendersQuery = z.object({
  status: z.enum(API_RENDER_STATUSES).optional().describe("Only renders in this state."),
  created_from: z.iso.datetime({ offset: true }).optional().describe("Only renders asked for at or after this time."),
  created_before: z.iso.datetime({ offset: true }).optional().describe("Only renders asked for before this time."),
  cursor: keysetCursor.optional().describe("The previous page's `next_cursor`."),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A page of the client's renders (its account's), newest first, and the next page's cursor. */
export async function findApiRenders(db: Db, accountUserId: string, query: z.infer<typeof findApiRendersQuery>) {
  // One more than the page says whether another follows.
  const rows: RenderRow[] = await listAccountRenders(db, accountUserId, {
    status: query.status,
    createdFrom: query.created_from ? new Date(query.created_from) : undefined,
    createdBefore: query.created_before ? new Date(query.created_before) : undefined,
    after: query.cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeKeysetCursor(page.at(-1)!) : null };
}
