import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AssetAttribution, AssetKind } from "@framewise/contracts";
import { asActorIfNamed, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { AssetLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, tooLarge as fileTooLarge } from "../../kernel/errors.ts";
import { asInsufficientStorage } from "../../platform/storage/disk-space.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { originalKey, assetFolder } from "./asset-files.ts";
import { findPlan } from "../quota/find-plan.ts";
import { giveBackQuota } from "../quota/give-back-quota.ts";
import { ownerOfAccount } from "../quota/owner-of-account-queries.ts";
import { quotaRef } from "../quota/quota-owner.ts";
import { quotaExceeded } from "../quota/quota-refusal.ts";
import { takeQuota } from "../quota/take-quota.ts";
import { deleteAssetById, insertAsset } from "./asset-queries.ts";
import { cleanAssetName } from "./asset-name.ts";
import type { AssetRow } from "./asset-view.ts";
import { MediaError } from "./inspect/media-error.ts";
import { checkUpload } from "./inspect/check-upload.ts";
import { sniffFile } from "./inspect/sniff.ts";

export interface UploadDeps {
  db: Db;
  storage: Storage;
  limits: AssetLimits;
  /** Each plan's storage: a file is counted against its owner's in the quota ledger. */
  plans: PlanCatalog;
  /** Where uploads are received before they are checked (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Queues the asset's processing (thumbnails, metadata). */
  enqueueProcessing(assetId: string): Promise<void>;
}

export interface IncomingFile {
  /** The name the client gave; only shown to people, never used as a path. */
  fileName: string;
  /** The type the client declared; must agree with the content. */
  declaredType: string | undefined;
  stream: Readable;
  /** The kind the name promises: its size cap applies while the file arrives. */
  expectedKind: AssetKind;
  /** Credit kept with a stock photo or clip copied into the library. */
  attribution?: AssetAttribution;
  /** The stock item a copy is made from (`pexels:image:123`): one live copy of each per person. */
  stockItem?: string;
  /** Who uploads, for the audit trail; left out, the copy is the system's (a voice, a page's pictures). */
  actor?: AuditActor;
}

export const tooLarge = (kind: AssetKind | "file", maxBytes: number) =>
  fileTooLarge(kind === "file" ? "This file" : `This ${kind} file`, maxBytes);

/**
 * Receives one uploaded file: streamed to a temporary file (never held in memory), refused past
 * its kind's size cap as it arrives, then sniffed (the content must match the declared name and
 * type), checked (pixel count, duration, streams), counted against the quota atomically, stored,
 * recorded and queued for processing. Anything refused leaves no file and no row behind.
 */
export async function uploadAsset(deps: UploadDeps, userId: string, incoming: IncomingFile): Promise<AssetRow> {
  await mkdir(deps.uploadsDir, { recursive: true });
  const received = path.join(deps.uploadsDir, randomUUID());
  try {
    // A client that disconnects, or a file past its cap, makes the pipeline throw: the finally
    // removes the partial file.
    await pipeline(
      incoming.stream,
      byteLimit(deps.limits.maxBytes[incoming.expectedKind], incoming.expectedKind),
      createWriteStream(received),
    );
    const sizeBytes = (await stat(received)).size;
    const sniffed = await sniffFile(received, incoming.fileName, incoming.declaredType).catch(asBadRequest);
    if (sizeBytes > deps.limits.maxBytes[sniffed.kind]) throw tooLarge(sniffed.kind, deps.limits.maxBytes[sniffed.kind]);
    await checkUpload(received, sniffed.kind, deps.limits).catch(asBadRequest);
    return await storeAsset(
      deps,
      userId,
      received,
      {
        name: cleanAssetName(incoming.fileName),
        kind: sniffed.kind,
        mimeType: sniffed.mime,
        sizeBytes,
        attribution: incoming.attribution ?? null,
        stockItem: incoming.stockItem ?? null,
      },
      incoming.actor,
    );
  } catch (error) {
    // A full disk while receiving or storing is the server's trouble, said as such (507), not a 500.
    return asInsufficientStorage(error);
  } finally {
    await rm(received, { force: true });
  }
}

async function storeAsset(
  deps: UploadDeps,
  userId: string,
  file: string,
  facts: {
    name: string;
    kind: AssetKind;
    mimeType: string;
    sizeBytes: number;
    attribution: AssetAttribution | null;
    stockItem: string | null;
  },
  actor: AuditActor | undefined,
): Promise<AssetRow> {
  const id = randomUUID();
  const owner = await ownerOfAccount(deps.db, userId);
  const { plan } = await findPlan(deps, owner);
  const refusal = await takeQuota(deps.db, { plan, owner }, { storage_bytes: facts.sizeBytes }, quotaRef.asset(id));
  if (refusal) throw quotaExceeded(refusal, "conflict");
  try {
    await deps.storage.putFile(originalKey(userId, id), file, facts.mimeType);
    const row = await asActorIfNamed(deps.db, actor, (db) => insertAsset(db, { id, userId, ...facts }));
    await deps.enqueueProcessing(id);
    return row;
  } catch (error) {
    await deleteAssetById(deps.db, id);
    await deps.storage.deletePrefix(assetFolder(userId, id));
    await giveBackQuota(deps.db, quotaRef.asset(id));
    throw error;
  }
}

/** Passes bytes through until more than `maxBytes` have come, then fails with 413. */
function byteLimit(maxBytes: number, kind: AssetKind): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? tooLarge(kind, maxBytes) : null, chunk);
    },
  });
}

/** A file the inspection refused is the caller's mistake: 400 with the reason. */
function asBadRequest(error: unknown): never {
  if (error instanceof MediaError) throw new DomainError("invalid", error.code, error.message);
  throw error;
}
