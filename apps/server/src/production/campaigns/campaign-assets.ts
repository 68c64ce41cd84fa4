import type { Content } from "@framewise/scene";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import { copyAsset } from "../../workspace/assets/copy-asset.ts";
import type { AssetRow } from "../../workspace/assets/asset-view.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import type { Db } from "../../platform/db/database.ts";
import { ownedAsset } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";

/** A form value that picks one of the member's own assets. */
export const ASSET_VALUE = /^asset:([\w-]{1,64})$/;

/**
 * The member's own assets the values pick, by variable: another user's or a missing one answers
 * 404 (the one access check), one of the wrong kind or that failed processing 422.
 */
export async function pickedAssets(db: Db, viewer: Viewer, document: Content, values: Record<string, string>) {
  const picked = new Map<string, AssetRow>();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const id = ASSET_VALUE.exec(value)?.[1];
    if (!id) continue;
    const row = await ownedAsset(db, viewer, id);
    const type = document.variables[name]?.type;
    if (row.kind !== type)
      fields[`values.${name}`] =
        `Pick ${type === "image" ? "an image" : "a video"}: this is ${row.kind === "image" ? "an image" : `a ${row.kind}`}.`;
    else if (row.status === "failed") fields[`values.${name}`] = `This ${row.kind} could not be read: pick another.`;
    else picked.set(name, row);
  }
  if (Object.keys(fields).length) throw new DomainError("unprocessable", "invalid_values", "Some values do not fit: see fields.", fields);
  return picked;
}

/**
 * Copies the picked assets into the client account's library (a campaign video is the
 * account's, and a render reads only its owner's files): the values naming the copies, and
 * the copies' ids.
 */
export async function copyPickedAssets(library: UploadDeps, picked: Map<string, AssetRow>, accountUserId: string, actor: AuditActor) {
  const values: Record<string, string> = {};
  const ids: string[] = [];
  for (const [name, row] of picked) {
    const copy = await copyAsset(library, row, accountUserId, actor);
    values[name] = `asset:${copy.id}`;
    ids.push(copy.id);
  }
  return { values, ids };
}
