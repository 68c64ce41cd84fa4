import type { Db } from "../../platform/db/database.ts";
import { quotaRef, type QuotaOwner } from "./quota-owner.ts";
import { STORAGE_PERIOD } from "./quota-period.ts";
import { refundOnce } from "./quota-queries.ts";

/**
 * Gives the bytes of deleted assets back to the owner's storage, once per asset. By size, not by
 * the upload's ledger entry: assets kept before the ledger were counted without one.
 */
export async function releaseStorage(db: Db, owner: QuotaOwner, assets: { id: string; sizeBytes: number }[]): Promise<void> {
  await refundOnce(
    db,
    assets.map((asset) => ({
      owner,
      metric: "storage_bytes" as const,
      period: STORAGE_PERIOD,
      amount: asset.sizeBytes,
      ref: quotaRef.asset(asset.id),
    })),
  );
}
