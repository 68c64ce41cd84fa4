import { STOCK_SOURCES, type StockResult } from "@framewise/contracts";
import { z } from "zod";
import { STOCK_KINDS, type StockItem } from "./stock-service.ts";

/** A search result as the API answers it. */
export function stockResultView(item: StockItem): StockResult {
  return {
    source: item.source,
    kind: item.kind,
    id: item.id,
    width: item.width,
    height: item.height,
    duration_seconds: item.durationSeconds,
    thumbnail_url: item.thumbnailUrl,
    description: item.description,
    attribution: item.attribution,
  };
}

export const stockResultSchema = z
  .strictObject({
    source: z.enum(STOCK_SOURCES),
    kind: z.enum(STOCK_KINDS),
    id: z.string().describe("The service's id: pass it to `POST /api/v1/stock/import`."),
    width: z.number(),
    height: z.number(),
    duration_seconds: z.number().nullable(),
    thumbnail_url: z.string().describe("A small picture on the service's own image host, for the grid only."),
    description: z.string(),
    attribution: z.strictObject({ source: z.enum(STOCK_SOURCES), author: z.string(), author_url: z.string(), source_url: z.string() }),
  })
  .meta({ id: "StockResult" }) satisfies z.ZodType<StockResult>;
