import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { encodeTimeIdCursor, timeIdCursor } from "../../kernel/time-id-cursor.ts";
import type { ClientRow } from "./client-queries.ts";
import { findAccountRenders } from "./client-render-queries.ts";

export const findClientRendersQuery = z.object({
  cursor: timeIdCursor.optional().describe("`next_cursor` of the previous page."),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** The client's renders (its account's), newest first, a page at a time. */
export async function findClientRenders(db: Db, target: ClientRow, query: z.infer<typeof findClientRendersQuery>) {
  const rows = await findAccountRenders(db, target.accountUserId, query.cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!) : null };
}
