import path from "node:path";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { originalKey } from "./asset-files.ts";
import { findReadyAsset } from "./asset-queries.ts";

/**
 * A render's `asset:<id>`: the owner's ready asset, copied from storage into the job's folder.
 * Undefined for an id that is not theirs, not there, or not processed, so the render names it.
 */
export function assetFileForRender(db: Db, storage: Storage, userId: string, dir: string) {
  return async (assetId: string): Promise<string | undefined> => {
    const row = await findReadyAsset(db, userId, assetId);
    if (!row) return undefined;
    const file = path.join(dir, `asset-${row.id}`);
    await storage.download(originalKey(userId, row.id), file);
    return file;
  };
}
