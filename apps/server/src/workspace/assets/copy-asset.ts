import { extensionFor, kindFromFileName } from "@framewise/contracts";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import { notFound } from "../../kernel/errors.ts";
import { originalKey } from "./asset-files.ts";
import type { AssetRow } from "./asset-view.ts";
import { uploadAsset, type UploadDeps } from "./upload-asset.ts";

/**
 * A copy of an asset in another user's library (a member's photo into a client's account,
 * whose renders read only its own files): its stored original received like an upload, so it
 * is sniffed, counted against the new owner's storage and processed.
 */
export async function copyAsset(deps: UploadDeps, row: AssetRow, toUserId: string, actor: AuditActor): Promise<AssetRow> {
  const stored = await deps.storage.read(originalKey(row.userId, row.id));
  if (!stored) throw notFound("That asset's file");
  // A renamed asset may have lost its extension; the upload checks the name against the bytes.
  const fileName = kindFromFileName(row.name) === row.kind ? row.name : `${row.name}.${extensionFor(row.mimeType) ?? ""}`;
  return uploadAsset(deps, toUserId, {
    fileName,
    declaredType: row.mimeType,
    stream: stored.stream,
    expectedKind: row.kind,
    ...(row.attribution ? { attribution: row.attribution } : {}),
    actor,
  });
}
