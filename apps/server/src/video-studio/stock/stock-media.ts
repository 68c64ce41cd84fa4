import type { FastifyBaseLogger } from "fastify";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import type { StockConfig } from "../../platform/config/config.ts";
import { copyStockFile, type ImportStockDeps } from "./import-stock-media.ts";
import type { StockPlacementDeps } from "./place-stock-media.ts";
import { searchLimit } from "./search-limit.ts";
import { stockSearch, type StockSearch } from "./search-stock.ts";
import { createStockServices } from "./stock-services.ts";

export interface StockMedia {
  /** What the routes need: the services, copying into a library, and the search (one cache for all). */
  imports: ImportStockDeps;
  search: StockSearch;
  /** What the planner needs to dress scenes in footage; no services when none is configured. */
  placement: StockPlacementDeps;
}

/** The configured stock services, one cached search over them, and copies made through the upload path. */
export function createStockMedia(
  config: StockConfig,
  uploads: UploadDeps,
  options: { allowLoopbackForTests: boolean; log: FastifyBaseLogger },
): StockMedia {
  const services = createStockServices(config);
  const imports: ImportStockDeps = { ...uploads, services, allowLoopbackForTests: options.allowLoopbackForTests };
  const search = stockSearch(services, searchLimit(config.searchLimit));
  return {
    imports,
    search,
    placement: {
      services,
      search,
      log: options.log,
      copy: async (userId, source, file) => (await copyStockFile(imports, userId, services.get(source)!, file)).row,
    },
  };
}
