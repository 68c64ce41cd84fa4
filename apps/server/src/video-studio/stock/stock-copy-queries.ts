import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { asset } from "../../platform/db/schema.ts";
import type { AssetRow } from "../../workspace/assets/asset-view.ts";

/** The name of the unique index that keeps one live copy of a stock item per person (migration 0013). */
const ONE_COPY_INDEX = "asset_user_id_stock_item_idx";

/** The person's live (not failed) copy of the stock item `stockItem`, found through the unique index. */
export async function findStockCopy(db: Db, userId: string, stockItem: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(asset)
    .where(and(eq(asset.userId, userId), eq(asset.stockItem, stockItem), ne(asset.status, "failed")))
    .limit(1);
  return row;
}

/** Whether an insert failed because another copy of the same stock item was stored first (a race between two imports). */
export function isSecondStockCopy(error: unknown): boolean {
  // Drizzle wraps the driver's error (node-postgres and PGlite both name the code and the constraint).
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const failure = cause as { code?: unknown; constraint?: unknown } | undefined;
  return failure?.code === "23505" && failure.constraint === ONE_COPY_INDEX;
}
