import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { asset } from "../db/schema.ts";
import type { AssetRow } from "./asset-view.ts";

export interface AssetChanges {
  name?: string;
  tags?: string[];
  logo?: boolean;
}

/** Renames, re-tags or marks an asset of the user's as a logo (tags kept once each); answers it as saved. */
export async function updateAsset(db: Db, userId: string, assetId: string, changes: AssetChanges): Promise<AssetRow> {
  const set = { ...changes, ...(changes.tags ? { tags: [...new Set(changes.tags)] } : {}), updatedAt: new Date() };
  const [updated] = await db
    .update(asset)
    .set(set)
    .where(and(eq(asset.id, assetId), eq(asset.userId, userId)))
    .returning();
  return updated!;
}
