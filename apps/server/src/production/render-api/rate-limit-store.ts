import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../platform/db/database.ts";
import { countApiKeyRequest } from "./rate-limit-queries.ts";

/**
 * @fastify/rate-limit's store over the database (`api_rate_limit`), keyed by API key id, so the
 * limit holds across every API process sharing PostgreSQL rather than per process in memory.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(apiKeyId: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countApiKeyRequest(db, apiKeyId, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: Math.max(0, ttlMs) }),
        (error: Error) => callback(error),
      );
    }

    // The keys are API key ids whatever the limiter, so a child can share the store.
    child() {
      return this;
    }
  };
}
