import type { Db } from "../../platform/db/database.ts";
import { updateUserAsset } from "./asset-queries.ts";
import type { AssetRow } from "./asset-view.ts";

export interface AssetChanges {
  name?: string;
  tags?: string[];
  logo?: boolean;
}

/** Renames, re-tags or marks an asset of the user's as a logo (tags kept once each); answers it as saved. */
export async function updateAsset(db: Db, userId: string, assetId: string, changes: AssetChanges): Promise<AssetRow> {
  return updateUserAsset(db, userId, assetId, { ...changes, ...(changes.tags ? { tags: [...new Set(changes.tags)] } : {}) });
}
