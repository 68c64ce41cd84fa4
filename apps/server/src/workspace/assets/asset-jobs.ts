import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import { publishAsset } from "./asset-events.ts";
import { saveProcessingResult } from "./asset-queries.ts";
import { processAsset, type ProcessDeps } from "./process-asset.ts";
import { sweepOrphans } from "./sweep-orphans.ts";

export const ASSET_PROCESS_QUEUE = "asset-process";
export const ASSET_SWEEP_QUEUE = "asset-sweep";
/** Hourly, off the hour. */
const SWEEP_SCHEDULE = "17 * * * *";

export interface AssetJobs {
  enqueueProcessing: (assetId: string) => Promise<void>;
}

/** Processing of uploaded assets (two at a time per process) and the hourly orphan sweep, as pg-boss jobs. */
export async function startAssetJobs(deps: ProcessDeps & { jobs: PgBoss; log: FastifyBaseLogger; work: boolean }): Promise<AssetJobs> {
  const { jobs, db, log } = deps;
  await jobs.createQueue(ASSET_PROCESS_QUEUE, { retryLimit: 2, retryDelay: 5, retryBackoff: true });
  const enqueueProcessing = async (assetId: string) => {
    await jobs.send(ASSET_PROCESS_QUEUE, { assetId });
  };
  // An API-only process sends the jobs; workers run them.
  if (!deps.work) return { enqueueProcessing };
  await jobs.work(ASSET_PROCESS_QUEUE, { includeMetadata: true, localConcurrency: 2 }, async ([job]) => {
    if (!job) return;
    const { assetId } = job.data as { assetId: string };
    try {
      await processAsset(deps, assetId);
    } catch (error) {
      const willRetry = job.retryCount < job.retryLimit;
      log.error({ err: error, assetId, willRetry }, "Asset processing failed");
      if (willRetry) throw error;
      // Out of tries: the library shows why instead of "processing" for ever.
      const reason = "We could not process this file. Try uploading it again.";
      const failed = await saveProcessingResult(db, assetId, { status: "failed", error: reason });
      if (failed) await publishAsset(deps.events, failed, "failed", reason);
    }
  });
  await jobs.createQueue(ASSET_SWEEP_QUEUE);
  await jobs.schedule(ASSET_SWEEP_QUEUE, SWEEP_SCHEDULE);
  await jobs.work(ASSET_SWEEP_QUEUE, async () => {
    const removed = await sweepOrphans(db, deps.storage);
    if (removed.length) log.info({ removed: removed.length }, "Removed orphaned asset files");
  });
  return { enqueueProcessing };
}
