import type { ApiKeyScope } from "@framewise/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authenticateApiKey, type ApiCaller } from "../api-keys/authenticate-api-key.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";

export type ApiGuard = (request: FastifyRequest, reply: FastifyReply, scope: ApiKeyScope) => Promise<ApiCaller>;

/**
 * Every public API request: the key authenticated for the scope (authenticateApiKey), then
 * counted against its rate limit, `rateLimitPerMinute` per key in a fixed minute. The count is the
 * app's @fastify/rate-limit store, keyed by API key id: the database's (databaseRateLimitStore), so
 * every API process shares it. Each answer tells the limit and what is left (`RateLimit-*`); past
 * it, 429 `rate_limited` with `Retry-After` in seconds. The app must have @fastify/rate-limit registered.
 */
export function apiGuard(app: FastifyInstance, deps: { db: Db; rateLimitPerMinute: number }): ApiGuard {
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  const countRequest = app.createRateLimit({
    max: deps.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => callers.get(request)!.key.id,
  });
  return async (request, reply, scope) => {
    const caller = await authenticateApiKey(deps.db, request, scope);
    callers.set(request, caller);
    const limit = await countRequest(request);
    if (limit.isAllowed) return caller;
    reply.header("RateLimit-Limit", limit.max).header("RateLimit-Remaining", limit.remaining).header("RateLimit-Reset", limit.ttlInSeconds);
    if (limit.isExceeded)
      throw new DomainError(
        "rate_limited",
        "rate_limited",
        `This API key made more than ${limit.max} requests this minute (API_RATE_LIMIT_PER_MINUTE). Try again in ${limit.ttlInSeconds} s.`,
        undefined,
        limit.ttlInSeconds,
      );
    return caller;
  };
}

/**
 * Checks a route's key before its schemas read the request, so a caller without a good key hears
 * 401/403 whatever it sent (then 400 for a bad body): `keyed(scope)` is the route's
 * `preValidation`, and `callerOf(request)` the caller it found.
 */
export function keyedRoutes(guard: ApiGuard) {
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  return {
    keyed:
      (scope: ApiKeyScope) =>
      async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        callers.set(request, await guard(request, reply, scope));
      },
    callerOf: (request: FastifyRequest) => callers.get(request)!,
  };
}
