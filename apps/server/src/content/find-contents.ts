import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { content } from "../db/schema.ts";
import type { ContentRow } from "./content-view.ts";

export const findContentsQuery = z.object({
  /** Words matched against the title. */
  q: z.string().trim().max(200).optional(),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type FindContentsQuery = z.infer<typeof findContentsQuery>;

/** A page of the user's video projects, most recently changed first. */
export async function findContents(db: Db, userId: string, query: FindContentsQuery): Promise<{ rows: ContentRow[]; nextCursor: number | null }> {
  const conditions: SQL[] = [eq(content.userId, userId)];
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean)) conditions.push(ilike(content.title, containsPattern(word)));
  const rows = await db
    .select()
    .from(content)
    .where(and(...conditions))
    .orderBy(desc(content.updatedAt), desc(content.id))
    .limit(query.limit + 1)
    .offset(query.cursor);
  const more = rows.length > query.limit;
  return { rows: rows.slice(0, query.limit), nextCursor: more ? query.cursor + query.limit : null };
}
