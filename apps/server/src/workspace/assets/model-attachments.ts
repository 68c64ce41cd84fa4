import { buffer } from "node:stream/consumers";
import type { FileUIPart } from "ai";
import { originalKey, thumbnailKey } from "./asset-files.ts";
import type { Db } from "../../platform/db/database.ts";
import { ownedAsset } from "../../platform/access/access.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { Storage } from "../../platform/storage/storage.ts";

/** How an attached picture is named in a message: the asset's own file address, which the page shows it from. */
const ASSET_FILE_URL = /^\/api\/v1\/assets\/([0-9a-f-]{36})\/file$/;

export const attachmentUrl = (assetId: string) => `/api/v1/assets/${assetId}/file`;

/** The asset a file part names, or undefined when it names none. */
export const attachedAssetId = (part: Pick<FileUIPart, "url">) => ASSET_FILE_URL.exec(part.url)?.[1];

/** An attached picture as the model receives it (see `imageForModel`), read as its owner. Undefined when it is gone or unreadable. */
export async function attachmentForModel(
  deps: { db: Db; storage: Storage },
  viewer: Viewer,
  part: FileUIPart,
): Promise<FileUIPart | undefined> {
  const id = attachedAssetId(part);
  const asset = id ? await ownedAsset(deps.db, viewer, id).catch(() => undefined) : undefined;
  if (!asset || asset.kind !== "image") return undefined;
  const image = await imageForModel(deps.storage, asset);
  return image && { ...part, mediaType: image.mediaType, url: image.dataUrl };
}

/** An image asset as a model receives it: its large thumbnail (or the original before there is one) as a data URL; undefined when unreadable. */
export async function imageForModel(
  storage: Storage,
  asset: { id: string; userId: string; hasThumbnails: boolean; mimeType: string },
): Promise<{ mediaType: string; dataUrl: string } | undefined> {
  const [key, mediaType] = asset.hasThumbnails
    ? [thumbnailKey(asset.userId, asset.id, "large"), "image/webp"]
    : [originalKey(asset.userId, asset.id), asset.mimeType];
  const stored = await storage.read(key);
  if (!stored) return undefined;
  return { mediaType, dataUrl: `data:${mediaType};base64,${(await buffer(stored.stream)).toString("base64")}` };
}
