import type { StockSource } from "@framewise/contracts";
import { fetchIntoLibrary } from "../../workspace/assets/fetch-into-library.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import type { AssetRow } from "../../workspace/assets/asset-view.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { FetchFailedError, UnsafeUrlError } from "../../platform/net/safe-fetch.ts";
import { asDomainError, requireStockService } from "./search-stock.ts";
import { findStockCopy, isSecondStockCopy } from "./stock-copy-queries.ts";
import { stockItemKey, type StockFile, type StockKind, type StockService } from "./stock-service.ts";
import type { StockServices } from "./stock-services.ts";

export interface ImportStockDeps extends UploadDeps {
  services: StockServices;
  /** Tests only: lets the loopback fake services' files be fetched. */
  allowLoopbackForTests: boolean;
}

/** A copy may take this long: a clip of a few hundred megabytes on a slow link. */
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** "Photo by Ana Silva on Pexels": the name a copy gets when the service has no words for it. */
const fallbackName = (service: StockService, file: StockFile) =>
  `${file.item.kind === "video" ? "Video" : "Photo"} by ${file.item.attribution.author} on ${service.name}`;

/** A copy in the person's library: made now, or the one they already had of the same item. */
export interface StockCopy {
  row: AssetRow;
  made: boolean;
}

/**
 * Copies a stock photo or clip into the user's library, so a render never depends on the
 * service's address later. An item the person already has a live copy of answers that copy
 * (choosing it twice makes one). Otherwise the item is found again at the service by its id (a
 * client names only the id, never the file's address or the credit), its file fetched through
 * the safe fetcher, then received like an upload (sniffed, checked, counted against the quota,
 * stored, processed into thumbnails) with its credit kept beside it.
 */
export async function importStockMedia(
  deps: ImportStockDeps,
  userId: string,
  wanted: { source: StockSource; kind: StockKind; id: string },
): Promise<StockCopy> {
  const service = requireStockService(deps.services, wanted.source);
  const existing = await findStockCopy(deps.db, userId, stockItemKey(wanted));
  if (existing) return { row: existing, made: false };
  const file = await service.find(wanted.kind, wanted.id).catch(asDomainError);
  if (!file) throw notFound(`That ${wanted.kind === "video" ? "video" : "photo"} on ${service.name}`);
  return makeCopy(deps, userId, service, file);
}

/** Copies an item already found at its service (the planner's picks) into the user's library, unless they have it already. */
export async function copyStockFile(deps: ImportStockDeps, userId: string, service: StockService, file: StockFile): Promise<StockCopy> {
  const existing = await findStockCopy(deps.db, userId, stockItemKey(file.item));
  return existing ? { row: existing, made: false } : makeCopy(deps, userId, service, file);
}

async function makeCopy(deps: ImportStockDeps, userId: string, service: StockService, file: StockFile): Promise<StockCopy> {
  const stockItem = stockItemKey(file.item);
  const kind = file.item.kind;
  const words = file.item.description.split(",")[0]!.trim().slice(0, 80);
  const copied = await fetchIntoLibrary(deps, userId, file.fileUrl, {
    kind,
    accept: kind === "image" ? "image/jpeg,image/png,image/webp" : "video/mp4",
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    allowLoopbackForTests: deps.allowLoopbackForTests,
    fileName: (extension) => `${words ? words[0]!.toUpperCase() + words.slice(1) : fallbackName(service, file)}.${extension}`,
    attribution: file.item.attribution,
    stockItem,
  }).then(
    (row): StockCopy => ({ row, made: true }),
    async (error: unknown): Promise<StockCopy> => {
      // Two imports of the same item at once: the later one's file is already removed; both answer the first copy.
      const first = isSecondStockCopy(error) ? await findStockCopy(deps.db, userId, stockItem) : undefined;
      if (first) return { row: first, made: false };
      if (error instanceof FetchFailedError || error instanceof UnsafeUrlError)
        throw new DomainError("upstream_failed", "stock_unavailable", `${service.name}'s file could not be copied: ${error.message}`);
      throw error;
    },
  );
  // Counting the download is the service's statistics, not the user's business: a failure is not theirs.
  if (copied.made) await service.recordUse(file).catch(() => undefined);
  return copied;
}
