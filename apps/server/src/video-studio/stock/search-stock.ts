import type { StockSource } from "@framewise/contracts";
import { DomainError } from "../../kernel/errors.ts";
import type { SearchLimit } from "./search-limit.ts";
import { StockServiceError } from "./stock-http.ts";
import type { StockPage, StockQuery, StockService } from "./stock-service.ts";
import type { StockServices } from "./stock-services.ts";

/** Answers kept at most; the oldest go first. */
const MAX_CACHED = 500;

/** A search on behalf of `userId`, whose own limit it counts against when it reaches the service. */
export type StockSearch = (userId: string, source: StockSource, query: StockQuery) => Promise<StockPage>;

/** The configured service `source`, or a 400 saying none is set up. */
export function requireStockService(services: StockServices, source: StockSource): StockService {
  const service = services.get(source);
  if (!service)
    throw new DomainError("invalid", "stock_not_configured", `${source} is not set up on this server.`, {
      source: services.size ? `Use one of: ${[...services.keys()].join(", ")}.` : "No stock service is configured.",
    });
  return service;
}

/** A service's failure said to the caller: a 429 when it asks us to slow down, a 502 otherwise. */
export function asDomainError(error: unknown): never {
  if (!(error instanceof StockServiceError)) throw error;
  if (error.failure === "rate_limited") throw new DomainError("rate_limited", "stock_rate_limited", error.message);
  throw new DomainError("upstream_failed", "stock_unavailable", error.message);
}

/**
 * Searches a stock service, remembering each answer as long as the service allows (a picker
 * typing ahead or paging back and a planner asking for the same words should not spend the
 * service's hourly allowance twice; Pixabay asks for a day of caching). Only a search that goes
 * to the service counts against the person's limit: answers from the cache are free.
 */
export function stockSearch(services: StockServices, limit: SearchLimit, now: () => number = Date.now): StockSearch {
  const cache = new Map<string, { until: number; page: StockPage }>();
  return async (userId, source, query) => {
    const service = requireStockService(services, source);
    if (!service.kinds.includes(query.kind))
      throw new DomainError("invalid", "invalid_request", `${service.name} has no ${query.kind === "video" ? "videos" : "photos"}.`, {
        kind: `${service.name} offers ${service.kinds.join(" and ")} only.`,
      });
    const key = JSON.stringify([source, query.kind, query.q.trim().toLowerCase(), query.page, query.perPage, query.orientation ?? ""]);
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.page;
    limit(userId);
    const page = await service.search(query).catch(asDomainError);
    cache.delete(key);
    cache.set(key, { until: now() + service.cacheSeconds * 1000, page });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    return page;
  };
}
