import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { listCalls, type CallKey } from "./report-queries.ts";
import { checkRange, reportFilterShape } from "./report-query.ts";

/** PostgreSQL's text form of a timestamptz (`2026-05-01 10:00:00.123456+00`), as the cursor carries it. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const encodeCursor = (key: CallKey) => Buffer.from(`${key.at}|${key.id}`).toString("base64url");
const cursor = z
  .string()
  .max(200)
  .transform((text, context): CallKey => {
    const [at = "", id = ""] = Buffer.from(text, "base64url").toString().split("|");
    if (!PG_TIMESTAMP.test(at) || !uuid.safeParse(id).success) {
      context.addIssue({ code: "custom", message: "Not a cursor this list gave." });
      return z.NEVER;
    }
    return { at, id };
  });

export const findCallsQuery = z
  .object({
    ...reportFilterShape,
    failed: z.stringbool().default(false).describe("Only the calls that failed."),
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(checkRange);
export type FindCallsQuery = z.infer<typeof findCallsQuery>;

/** A page of the range's calls, newest first, and the cursor of the next page. */
export async function findCalls(db: Db, query: FindCallsQuery) {
  // One more than the page says whether another follows.
  const rows = await listCalls(db, query, { failed: query.failed, after: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.key, id: last.id }) : null };
}
