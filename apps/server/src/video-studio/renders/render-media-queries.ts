import type { AssetStatus } from "@framewise/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { queryInBatches } from "../../platform/db/in-batches.ts";
import { asset } from "../../platform/db/schema.ts";

export interface AssetState {
  status: AssetStatus;
  error: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where `userId`'s assets among `ids` are in their processing; ids that are not theirs (or not ids) are absent. */
export async function findAssetStates(db: Db, userId: string, ids: string[]): Promise<Map<string, AssetState>> {
  const rows = await queryInBatches(
    ids.filter((id) => UUID.test(id)),
    (batch) =>
      db
        .select({ id: asset.id, status: asset.status, error: asset.error })
        .from(asset)
        .where(and(eq(asset.userId, userId), inArray(asset.id, batch))),
  );
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
