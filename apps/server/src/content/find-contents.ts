import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { VIDEO_SORTS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { content } from "../db/schema.ts";
import type { ContentRow } from "./content-view.ts";

export const findContentsQuery = z.object({
  /** Words matched against the title. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(VIDEO_SORTS).default("recent"),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type FindContentsQuery = z.infer<typeof findContentsQuery>;

const ORDER: Record<FindContentsQuery["sort"], SQL[]> = {
  recent: [desc(content.updatedAt), desc(content.id)],
  newest: [desc(content.createdAt), desc(content.id)],
  oldest: [asc(content.createdAt), asc(content.id)],
  title: [asc(sql`lower(${content.title})`), asc(content.id)],
};

/** A page of the user's video projects in the order asked for (most recently changed first by default). */
export async function findContents(db: Db, userId: string, query: FindContentsQuery): Promise<{ rows: ContentRow[]; nextCursor: number | null }> {
  const conditions: SQL[] = [eq(content.userId, userId)];
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean)) conditions.push(ilike(content.title, containsPattern(word)));
  const rows = await db
    .select()
    .from(content)
    .where(and(...conditions))
    .orderBy(...ORDER[query.sort])
    .limit(query.limit + 1)
    .offset(query.cursor);
  const more = rows.length > query.limit;
  return { rows: rows.slice(0, query.limit), nextCursor: more ? query.cursor + query.limit : null };
}
