import { Readable } from "node:stream";
import { mkdir } from "node:fs/promises";
import type { AssetKind } from "@framewise/contracts";
import { listUserAssets } from "./asset-queries.ts";
import { updateAsset } from "./update-asset.ts";
import { uploadAsset, type UploadDeps } from "./upload-asset.ts";

/** A file the product makes for a person (a music bed, an illustration), named by what it is. */
export interface MadeFile {
  /** The cache key: the person's asset carrying it (and not failed) is the same file. */
  tag: string;
  /** Tags shown in the library beside the key ("music", "illustration"). */
  tags: string[];
  kind: AssetKind;
  fileName: string;
  declaredType: string;
  /** Made only when the person has no kept copy. */
  bytes(): Promise<Buffer> | Buffer;
}

/**
 * The person's kept copy of a made file, or the file made now and kept like an upload (checked,
 * counted in their storage, processed): answers its `asset:` source.
 */
export async function keptFile(upload: UploadDeps, userId: string, file: MadeFile): Promise<string> {
  const [kept] = (
    await listUserAssets(upload.db, userId, { tag: file.tag, kind: [file.kind], sort: "newest" }, { offset: 0, limit: 1 })
  ).filter((row) => row.status !== "failed");
  if (kept) return `asset:${kept.id}`;
  await mkdir(upload.uploadsDir, { recursive: true });
  const row = await uploadAsset(upload, userId, {
    fileName: file.fileName,
    declaredType: file.declaredType,
    stream: Readable.from([await file.bytes()]),
    expectedKind: file.kind,
  });
  await updateAsset(upload.db, userId, row.id, { tags: [...file.tags, file.tag] });
  return `asset:${row.id}`;
}
