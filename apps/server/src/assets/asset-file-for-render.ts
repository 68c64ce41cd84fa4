import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { asset } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { originalKey } from "./asset-files.ts";

/**
 * A render's `asset:<id>`: the owner's ready asset, copied from storage into the job's folder.
 * Undefined for an id that is not theirs, not there, or not processed, so the render names it.
 */
export function assetFileForRender(db: Db, storage: Storage, userId: string, dir: string) {
  return async (assetId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ id: asset.id })
      .from(asset)
      .where(and(eq(asset.id, assetId), eq(asset.userId, userId), eq(asset.status, "ready")))
      .limit(1)
      .catch(() => []); // an id that is not a uuid matches nothing
    if (!row) return undefined;
    const file = path.join(dir, `asset-${row.id}`);
    await storage.download(originalKey(userId, row.id), file);
    return file;
  };
}
