import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STOCK_SOURCES } from "@framewise/contracts";
import { z } from "zod";
import { assetSchema, assetView } from "../../../workspace/assets/asset-view.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { importStockMedia, type ImportStockDeps } from "../../../video-studio/stock/import-stock-media.ts";
import type { StockSearch } from "../../../video-studio/stock/search-stock.ts";
import { STOCK_KINDS, STOCK_ORIENTATIONS } from "../../../video-studio/stock/stock-service.ts";
import { stockResultSchema, stockResultView } from "../../../video-studio/stock/stock-result-view.ts";

interface Deps extends ImportStockDeps {
  viewers: ViewerResolver;
  search: StockSearch;
}

const tags = ["stock media"];
const source = z.enum(STOCK_SOURCES).describe("The stock service: only those configured on the server answer.");
const kind = z.enum(STOCK_KINDS);

const searchQuery = z.object({
  source,
  kind: kind.default("image"),
  q: z.string().trim().min(1, "Type what to search for.").max(100).describe("Words to search for (Pixabay takes 100 characters at most)."),
  // Deep pages are rarely looked at and cost the service's hourly allowance; 50 pages is plenty.
  page: z.coerce.number().int().min(1).max(50).default(1),
  per_page: z.coerce.number().int().min(3).max(30).default(24).describe("3 to 30 (Unsplash's most; Pixabay's fewest is 3)."),
  orientation: z.enum(STOCK_ORIENTATIONS).optional(),
});
const importBody = z
  .strictObject({
    source,
    kind,
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/, "Not an id a stock service gives."),
  })
  .meta({ examples: [{ source: "pexels", kind: "image", id: "2014422" }] });
const serviceSchema = z.strictObject({ source, name: z.string(), kinds: z.array(kind) });

/** Stock photos and footage: which services are configured, searching one, and copying a result into the caller's library. */
export const stockRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);

  app.get(
    "/api/v1/stock/services",
    {
      schema: {
        tags,
        summary: "The stock services configured on this server",
        description: "Empty when none is: the media picker then says which keys to set.",
        response: { 200: data(z.array(serviceSchema)), ...errors(401) },
      },
    },
    async () => ({ data: [...deps.services.values()].map(({ source, name, kinds }) => ({ source, name, kinds: [...kinds] })) }),
  );

  app.get(
    "/api/v1/stock/search",
    {
      schema: {
        tags,
        summary: "Search a stock service's photos or videos",
        description:
          "Answers are cached as long as the service allows, so typing ahead and paging back spend little of its allowance. Each person may send `STOCK_SEARCH_LIMIT` searches to the services per `STOCK_SEARCH_WINDOW_SECONDS` (answers from the cache are free); past that, 429 `rate_limited` with `Retry-After`.",
        querystring: searchQuery,
        response: {
          200: z.strictObject({
            data: z.array(stockResultSchema),
            next_page: z.number().nullable().describe("The next `page`, or null after the last."),
          }),
          ...errors(400, 401, 429, 502),
        },
      },
    },
    async (request) => {
      const { source, kind, q, page, per_page: perPage, orientation } = request.query;
      const found = await deps.search(signedIn(request).id, source, { kind, q, page, perPage, orientation });
      return { data: found.files.map((file) => stockResultView(file.item)), next_page: found.hasMore && page < 50 ? page + 1 : null };
    },
  );

  app.post(
    "/api/v1/stock/import",
    {
      schema: {
        tags,
        summary: "Copy a stock photo or video into the library",
        description:
          "The item is found again at the service by its id, its file copied like an upload (checked, counted against the quota, processed) with its credit kept as `attribution`. An item the caller already has a copy of answers that copy (200).",
        body: importBody,
        response: {
          200: data(assetSchema).describe("The caller already has a copy of this item (not failed): that copy, no second one."),
          201: data(assetSchema),
          ...errors(400, 401, 404, 409, 413, 429, 502, 507),
        },
      },
    },
    async (request, reply) => {
      const copy = await importStockMedia(deps, signedIn(request).id, request.body);
      return reply.status(copy.made ? 201 : 200).send({ data: assetView(copy.row) });
    },
  );
};
