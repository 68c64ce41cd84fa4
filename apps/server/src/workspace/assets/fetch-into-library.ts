import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { extensionFor, type AssetAttribution } from "@framewise/contracts";
import { fileTypeFromFile } from "file-type";
import { safeFetchToFile } from "../../platform/net/safe-fetch.ts";
import type { AssetRow } from "./asset-view.ts";
import { uploadAsset, type UploadDeps } from "./upload-asset.ts";

export interface LibraryFetch {
  kind: "image" | "video";
  /** The Accept header: the types the library keeps of this kind. */
  accept: string;
  timeoutMs: number;
  /** Tests only: lets loopback servers be fetched. */
  allowLoopbackForTests: boolean;
  /** The copy's name in the library, given the extension its bytes call for. */
  fileName: (extension: string) => string;
  attribution?: AssetAttribution;
  stockItem?: string;
}

/**
 * A file from the web copied into the user's library: fetched through the safe fetcher into a
 * scratch file, then received like an upload (sniffed, checked, counted against the quota,
 * stored, processed). The fetcher's and the upload's refusals are thrown for the caller to word.
 */
export async function fetchIntoLibrary(deps: UploadDeps, userId: string, url: string, wanted: LibraryFetch): Promise<AssetRow> {
  await mkdir(deps.uploadsDir, { recursive: true });
  const fetched = path.join(deps.uploadsDir, `fetched-${randomUUID()}`);
  try {
    const download = await safeFetchToFile(url, fetched, {
      maxBytes: deps.limits.maxBytes[wanted.kind],
      timeoutMs: wanted.timeoutMs,
      allowLoopbackForTests: wanted.allowLoopbackForTests,
      accept: wanted.accept,
    });
    // Named by what the bytes are (SVG is text, so its type is the server's word).
    const mime = (await fileTypeFromFile(fetched))?.mime ?? download.contentType?.split(";")[0]?.trim().toLowerCase();
    return await uploadAsset(deps, userId, {
      fileName: wanted.fileName((mime && extensionFor(mime)) ?? (wanted.kind === "image" ? "jpg" : "mp4")),
      declaredType: mime,
      stream: createReadStream(fetched),
      expectedKind: wanted.kind,
      ...(wanted.attribution ? { attribution: wanted.attribution } : {}),
      ...(wanted.stockItem ? { stockItem: wanted.stockItem } : {}),
    });
  } finally {
    await rm(fetched, { force: true });
  }
}
