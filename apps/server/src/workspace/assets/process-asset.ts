import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { AssetLimits } from "../../platform/config/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import type { Events } from "../../platform/events/events.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { publishAsset } from "./asset-events.ts";
import { assetFolder, originalKey, thumbnailKey, THUMBNAIL_NAMES } from "./asset-files.ts";
import { saveProcessingResult } from "./asset-queries.ts";
import type { AssetRow } from "./asset-view.ts";
import { inspectAsset } from "./inspect/inspect-asset.ts";
import { MediaError } from "./inspect/media-error.ts";

export interface ProcessDeps {
  db: Db;
  storage: Storage;
  limits: AssetLimits;
  events: Events;
  /** A scratch folder for the original and its derivatives while they are made. */
  workDir: string;
}

/**
 * Makes an asset's derivatives and reads its metadata (a job): thumbnails for images and video
 * posters, duration, size, codecs, waveform peaks, font family. The row becomes `ready`, or
 * `failed` with a reason people can read. Derivatives carry no EXIF (so no location).
 */
export async function processAsset(deps: ProcessDeps, assetId: string): Promise<void> {
  const row = await findOwnableRow(deps.db, "asset", assetId);
  if (!row || row.status !== "processing") return; // deleted meanwhile, or done by an earlier try
  const folder = await mkdtemp(path.join(deps.workDir, "asset-"));
  try {
    const original = path.join(folder, "original");
    await deps.storage.download(originalKey(row.userId, row.id), original);
    const facts = await inspectAsset(row.kind, original, { ...deps.limits, outputDir: folder });
    for (const size of facts.thumbnails ? THUMBNAIL_NAMES : [])
      await deps.storage.putFile(thumbnailKey(row.userId, row.id, size), facts.thumbnails![size], "image/webp");
    await finish(deps, row, {
      status: "ready",
      width: facts.width ?? null,
      height: facts.height ?? null,
      durationSeconds: facts.durationSeconds ?? null,
      videoCodec: facts.videoCodec ?? null,
      audioCodec: facts.audioCodec ?? null,
      fontFamily: facts.fontFamily ?? null,
      peaks: facts.peaks ?? null,
      hasThumbnails: Boolean(facts.thumbnails),
    });
  } catch (error) {
    // A file we cannot read is final and says why; anything else is retried by the job queue.
    if (!(error instanceof MediaError)) throw error;
    await finish(deps, row, { status: "failed", error: error.message });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function finish(deps: ProcessDeps, row: AssetRow, values: Partial<AssetRow> & Pick<AssetRow, "status">) {
  const updated = await saveProcessingResult(deps.db, row.id, values);
  // Deleted while it was processed: the thumbnails just stored belong to no one.
  if (!updated) await deps.storage.deletePrefix(assetFolder(row.userId, row.id));
  else await publishAsset(deps.events, row, values.status, values.error ?? null);
}
