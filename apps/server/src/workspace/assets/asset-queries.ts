import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AssetKind, AssetSort } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { queryInBatches } from "../../platform/db/in-batches.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { asset, render } from "../../platform/db/schema.ts";
import type { AssetRow } from "./asset-view.ts";

/** What the library can be filtered and sorted by; every word of `q` must match the name or a tag. */
export interface AssetFilters {
  kind?: AssetKind[];
  q?: string;
  tag?: string;
  logo?: boolean;
  sort: AssetSort;
}

const ORDER: Record<AssetSort, SQL[]> = {
  newest: [desc(asset.createdAt), desc(asset.id)],
  oldest: [asc(asset.createdAt), asc(asset.id)],
  name: [asc(sql`lower(${asset.name})`), asc(asset.id)],
  largest: [desc(asset.sizeBytes), desc(asset.id)],
};

/** The user's assets matching `filters`, in their order, `limit` of them from `offset`. */
export async function listUserAssets(
  db: Db,
  userId: string,
  filters: AssetFilters,
  window: { offset: number; limit: number },
): Promise<AssetRow[]> {
  const conditions: SQL[] = [eq(asset.userId, userId)];
  if (filters.kind) conditions.push(inArray(asset.kind, filters.kind));
  if (filters.logo !== undefined) conditions.push(eq(asset.logo, filters.logo));
  if (filters.tag) conditions.push(sql`${filters.tag.toLowerCase()} = any(${asset.tags})`);
  for (const word of (filters.q ?? "").split(/\s+/).filter(Boolean))
    conditions.push(
      or(
        ilike(asset.name, containsPattern(word)),
        sql`exists (select 1 from unnest(${asset.tags}) as t where t ilike ${containsPattern(word)})`,
      )!,
    );
  return db
    .select()
    .from(asset)
    .where(and(...conditions))
    .orderBy(...ORDER[filters.sort])
    .limit(window.limit)
    .offset(window.offset);
}

/** The user's asset `assetId` if it is processed (`ready`); undefined otherwise, or for an id that is not a uuid. */
export async function findReadyAsset(db: Db, userId: string, assetId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: asset.id })
    .from(asset)
    .where(and(eq(asset.id, assetId), eq(asset.userId, userId), eq(asset.status, "ready")))
    .limit(1)
    .catch(() => []); // an id that is not a uuid matches nothing
  return row;
}

/** Which of `ids` name an asset of anyone's (asked a batch of ids at a time). */
export async function findExistingAssetIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await queryInBatches(ids, (batch) => db.select({ id: asset.id }).from(asset).where(inArray(asset.id, batch)));
  return new Set(rows.map((row) => row.id));
}

/** The user's renders whose document names `asset:<assetId>`, newest first, at most 50. */
export async function findRendersNamingAsset(
  db: Db,
  userId: string,
  assetId: string,
): Promise<{ id: string; title: string; createdAt: Date }[]> {
  return db
    .select({ id: render.id, title: sql<string>`coalesce(${render.document}->'content'->>'title', '')`, createdAt: render.createdAt })
    .from(render)
    .where(and(eq(render.userId, userId), sql`strpos(${render.document}::text, ${JSON.stringify(`asset:${assetId}`)}) > 0`))
    .orderBy(desc(render.createdAt))
    .limit(50);
}

/** Records a new asset row; answers it as saved. */
export async function insertAsset(db: Db, values: typeof asset.$inferInsert): Promise<AssetRow> {
  const [row] = await db.insert(asset).values(values).returning();
  return row!;
}

/** Saves changes to the user's asset `assetId` (and its update time); answers it as saved. */
export async function updateUserAsset(
  db: Db,
  userId: string,
  assetId: string,
  changes: Partial<Pick<AssetRow, "name" | "tags" | "logo">>,
): Promise<AssetRow> {
  const [updated] = await db
    .update(asset)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(asset.id, assetId), eq(asset.userId, userId)))
    .returning();
  return updated!;
}

/** Saves what processing found (status, facts or error); answers the row's id and owner, or undefined once it is deleted. */
export async function saveProcessingResult(
  db: Db,
  assetId: string,
  result: Partial<AssetRow>,
): Promise<{ id: string; userId: string } | undefined> {
  const [updated] = await db
    .update(asset)
    .set({ ...result, updatedAt: new Date() })
    .where(eq(asset.id, assetId))
    .returning({ id: asset.id, userId: asset.userId });
  return updated;
}

/** Deletes asset `assetId`'s row, whoever owns it. */
export async function deleteAssetById(db: Db, assetId: string): Promise<void> {
  await db.delete(asset).where(eq(asset.id, assetId));
}

/** Deletes the user's assets among `ids`; answers the ids and sizes of those deleted. */
export async function deleteUserAssets(db: Db, userId: string, ids: string[]): Promise<{ id: string; sizeBytes: number }[]> {
  return db
    .delete(asset)
    .where(and(eq(asset.userId, userId), inArray(asset.id, ids)))
    .returning({ id: asset.id, sizeBytes: asset.sizeBytes });
}
