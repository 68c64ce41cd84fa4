import type { FastifyInstance, FastifyRequest } from "fastify";
import { configuredAppOrigins } from "../platform/config/app-origins.ts";
import type { Config } from "../platform/config/config.ts";
import { DomainError } from "../kernel/errors.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins the app itself is served from: the request's own, PUBLIC_URL and the image-brand hosts. */
function appOrigins(config: Config) {
  const configured = configuredAppOrigins(config);
  return (request: FastifyRequest) => [`${request.protocol}://${request.host}`, ...configured];
}

/**
 * A browser sends the session cookie with requests from any site, so a write that the cookie
 * authenticates must come from the app's own pages: its `Origin` (or, without one, the browser's
 * `Sec-Fetch-Site`) must say so. A bearer token is never sent by the browser on its own, so
 * requests carrying one pass; so do requests without a cookie, which the route then refuses or
 * serves as public. Better Auth checks its own endpoints (/api/auth) the same way.
 */
export function requireSameOriginWrites(app: FastifyInstance, config: Config) {
  const origins = appOrigins(config);
  app.addHook("onRequest", async (request) => {
    if (READS.has(request.method) || !request.url.startsWith("/api/") || request.url.startsWith("/api/auth/")) return;
    if (request.headers.authorization?.startsWith("Bearer ") || !request.headers.cookie) return;
    const origin = request.headers.origin;
    const sameOrigin = origin ? origins(request).includes(origin) : request.headers["sec-fetch-site"] === "same-origin";
    if (!sameOrigin)
      throw new DomainError(
        "forbidden",
        "cross_origin",
        "This change was sent from another site and was refused. Use Framewise itself, or call the API with a bearer token.",
      );
  });
}
