import { rm } from "node:fs/promises";
import type { Db } from "../../platform/db/database.ts";
import type { BillingDeps } from "../billing/billing-deps.ts";
import { closeBillingAccount } from "../billing/close-billing-account.ts";
import { ASSETS_PREFIX } from "../../workspace/assets/asset-files.ts";
import { IMAGE_GEN_PREFIX } from "../../image-studio/image-gen/image-gen-files.ts";
import { renderScratchFiles, userRendersFolder } from "../../video-studio/renders/render-files.ts";
import type { RenderWorker } from "../../video-studio/renders/render-worker.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteAccountRows } from "./account-queries.ts";

export interface AccountDataDeps {
  db: Db;
  storage: Storage;
  rendersDir: string;
  worker: Pick<RenderWorker, "cancel">;
  billing: BillingDeps;
}

/**
 * Removes everything a user made before their account goes. Their Stripe subscriptions are
 * canceled first: if Stripe fails, nothing is removed and the deletion is refused. Then rows (in one transaction),
 * then the files they named, so no row ever points at a missing file. A render running in this
 * process stops; one running elsewhere finds its row gone and removes what it stored, and the
 * leftover sweep takes its scratch files.
 */
export async function deleteAccountData({ db, storage, rendersDir, worker, billing }: AccountDataDeps, userId: string): Promise<void> {
  await closeBillingAccount(billing, userId);
  const renderIds = await deleteAccountRows(db, userId);
  for (const id of renderIds) {
    worker.cancel(id);
    const files = renderScratchFiles(rendersDir, id);
    await Promise.all([files.video, files.poster, files.media].map((file) => rm(file, { recursive: true, force: true })));
  }
  await storage.deletePrefix(userRendersFolder(userId));
  await storage.deletePrefix(`${ASSETS_PREFIX}${userId}/`);
  await storage.deletePrefix(`${IMAGE_GEN_PREFIX}${userId}/`);
}
