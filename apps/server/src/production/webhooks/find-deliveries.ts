import { WEBHOOK_DELIVERY_STATUSES } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { encodeTimeIdCursor, timeIdCursor } from "../../kernel/time-id-cursor.ts";
import { listClientDeliveries } from "./webhook-queries.ts";

export const findDeliveriesQuery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional().describe("Only messages in this state."),
  cursor: timeIdCursor.optional().describe("The previous page's `next_cursor`."),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A page of the client's webhook messages, newest first, and the next page's cursor. */
export async function findDeliveries(db: Db, clientId: string, query: z.infer<typeof findDeliveriesQuery>) {
  // One more than the page says whether another follows.
  const rows = await listClientDeliveries(db, clientId, { status: query.status, after: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!) : null };
}
