import type { AssetUsage } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { findRendersNamingAsset } from "./asset-queries.ts";

/**
 * Where the user's documents name the asset (`asset:<id>`): today their renders; the videos of
 * issue 5 join here. Deleting a used asset asks first (the routes' `force`).
 */
export async function findAssetUsage(db: Db, userId: string, assetId: string): Promise<AssetUsage> {
  const rows = await findRendersNamingAsset(db, userId, assetId);
  return { renders: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() })) };
}
