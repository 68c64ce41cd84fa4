import type { AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { findRendersNamingAsset } from "./asset-queries.ts";
import { deleteAssets } from "./delete-assets.ts";

/**
 * Deletes one of the user's assets, refused (409 `asset_in_use`) while renders use it unless
 * `force`; finished videos keep their copy.
 */
export async function deleteAsset(
  db: Db,
  storage: Storage,
  userId: string,
  assetId: string,
  options: { force: boolean; actor: AuditActor },
): Promise<void> {
  const renders = await findRendersNamingAsset(db, userId, assetId);
  if (renders.length && !options.force)
    throw new DomainError(
      "conflict",
      "asset_in_use",
      `This asset is used by ${renders.length} render${renders.length > 1 ? "s" : ""}. Delete it anyway with force=true; finished videos keep their copy.`,
    );
  await deleteAssets(db, storage, userId, [assetId], options.actor);
}
