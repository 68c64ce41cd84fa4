import { ASSET_KINDS, ASSET_SORTS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { listUserAssets } from "./asset-queries.ts";
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

/** A page of the user's assets, filtered and sorted; every word of `q` must match the name or a tag. */
export async function findAssets(db: Db, userId: string, query: FindAssetsQuery): Promise<{ rows: AssetRow[]; nextCursor: number | null }> {
  // One more than the page says whether another follows.
  const rows = await listUserAssets(db, userId, query, { offset: query.cursor, limit: query.limit + 1 });
  const more = rows.length > query.limit;
  return { rows: rows.slice(0, query.limit), nextCursor: more ? query.cursor + query.limit : null };
}
