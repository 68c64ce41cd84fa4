import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { findTrendingPage } from "./trending-queries.ts";

const PAGE = 24;

/** `<offset>.<as-of ms>`: later pages rank as of the first page's moment, so decay does not reshuffle them under the reader. */
export const trendingQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,5}\.\d{1,15}$/, "Use the next_cursor of the page before.")
    .optional()
    .describe("The previous page's `next_cursor`."),
});

/** A page of trending images and the cursor of the next (null after the last). */
export async function findTrending(db: Db, viewerId: string, cursor: string | undefined) {
  const [offsetText, asOfText] = cursor ? cursor.split(".") : ["0", String(Date.now())];
  const offset = Number(offsetText);
  const asOf = new Date(Number(asOfText));
  if (Number.isNaN(asOf.getTime()))
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      cursor: "Use the next_cursor of the page before.",
    });
  const rows = await findTrendingPage(db, viewerId, asOf, offset, PAGE + 1);
  const nextCursor = rows.length > PAGE ? `${offset + PAGE}.${asOf.getTime()}` : null;
  return { rows: rows.slice(0, PAGE), nextCursor };
}
