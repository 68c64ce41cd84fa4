import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { ASSET_KINDS, ASSET_SORTS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { asset } from "../db/schema.ts";
import type { AssetRow } from "./asset-view.ts";

export const findAssetsQuery = z.object({
  /** One kind, or several separated by commas (`image,video`). */
  kind: z
    .string()
    .transform((list) => list.split(","))
    .pipe(z.array(z.enum(ASSET_KINDS)).min(1))
    .optional(),
  /** Words matched against the name and the tags. */
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().min(1).max(60).optional(),
  logo: z.stringbool().optional(),
  sort: z.enum(ASSET_SORTS).default("newest"),
  /** An offset from an earlier page's `next_cursor`. */
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type FindAssetsQuery = z.infer<typeof findAssetsQuery>;

const ORDER: Record<FindAssetsQuery["sort"], SQL[]> = {
  newest: [desc(asset.createdAt), desc(asset.id)],
  oldest: [asc(asset.createdAt), asc(asset.id)],
  name: [asc(sql`lower(${asset.name})`), asc(asset.id)],
  largest: [desc(asset.sizeBytes), desc(asset.id)],
};

/** A page of the user's assets, filtered and sorted; every word of `q` must match the name or a tag. */
export async function findAssets(db: Db, userId: string, query: FindAssetsQuery): Promise<{ rows: AssetRow[]; nextCursor: number | null }> {
  const conditions: SQL[] = [eq(asset.userId, userId)];
  if (query.kind) conditions.push(inArray(asset.kind, query.kind));
  if (query.logo !== undefined) conditions.push(eq(asset.logo, query.logo));
  if (query.tag) conditions.push(sql`${query.tag.toLowerCase()} = any(${asset.tags})`);
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean))
    conditions.push(
      or(
        ilike(asset.name, containsPattern(word)),
        sql`exists (select 1 from unnest(${asset.tags}) as t where t ilike ${containsPattern(word)})`,
      )!,
    );
  const rows = await db
    .select()
    .from(asset)
    .where(and(...conditions))
    .orderBy(...ORDER[query.sort])
    .limit(query.limit + 1)
    .offset(query.cursor);
  const more = rows.length > query.limit;
  return { rows: rows.slice(0, query.limit), nextCursor: more ? query.cursor + query.limit : null };
}
