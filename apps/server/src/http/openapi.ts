import { STATUS_CODES } from "node:http";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PREFIX = "/api/docs";
/** A client system's routes (`/api/v1/client…`): an API key (`fwk_…`) as the bearer token, never a session cookie. */
export const API_KEY_SECURITY = [{ bearerToken: [] }];

/**
 * Which routes the document describes: the API and the font files. The web app's files, its
 * SPA fallback, `/app-config.js` and the hidden status page are not API (and the status page's
 * path is a secret), nor are the reference page's own files.
 */
export function isDocumentedPath(url: string): boolean {
  if (url === OPENAPI_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return url.startsWith("/api/") || url.startsWith("/fonts/") || url === "/metrics";
}

const TAGS = [
  ["account", "The signed-in user: identity token, user info, what deleting the account removes."],
  [
    "auth (Better Auth)",
    "Sign-up, sign-in, sessions, password and email changes, OpenID providers: Better Auth's own endpoints, bridged unchanged.",
  ],
  ["content", "Video projects: plan, edit with a version check, share, duplicate, render."],
  ["renders", "MP4 renders as jobs: queue, follow (server-sent events), cancel, download."],
  ["events", "Live changes to the caller's renders and assets (server-sent events)."],
  ["assets", "The media library: upload, search, tag, files and thumbnails, storage quota."],
  ["library", "Starter templates and layouts."],
  ["landing pages", "Pages presenting several shared videos."],
  ["url import", "A web page's facts for planning a video from it."],
  ["stock media", "Photos and videos from the configured stock services: search, and copy into the library with their credit."],
  [
    "image-gen",
    "The image studio: providers and quota, generations as jobs (live progress as events), the gallery of images, boards, vibes, inspirations, trending.",
  ],
  ["billing", "Stripe, when configured: Checkout to buy a plan, the Customer Portal, invoices, and Stripe's signed webhook."],
  ["client api", "The public render API for production clients' systems, with an API key (`Bearer fwk_…`): docs/public-api.md."],
  ["public", "What anyone may read without signing in: shared videos, published pages, fonts."],
  ["staff", "Staff only (a verified address on a staff domain)."],
  [
    "pipelines",
    "Feed pipelines: a client's source (feed, CSV, catalogue, pushed items) to drafts, a review queue, renders and deliveries.",
  ],
  ["llm-chat", "The staff chat with a language model: chats, answers streamed and followed again, versions, history."],
  ["health", "Liveness and readiness for load balancers and orchestrators."],
] as const;

/**
 * The OpenAPI 3.1 document at `/api/openapi.json`, generated from the routes' zod schemas, and
 * its reference page at `/api/docs` (Swagger UI, served from our own origin). Registered before
 * the routes, which it collects as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Framewise API",
        // The API's own version (the `/api/v1` of its paths), not the app's release.
        version: "1",
        description:
          "Every JSON answer is `{ data }`; every error is `{ error: { code, message, fields? } }` with its status. " +
          "Writes authenticated by the session cookie must come from the app's own origin (`Origin` header).",
      },
      tags: TAGS.map(([name, description]) =>
        name === "auth (Better Auth)"
          ? {
              name,
              description,
              externalDocs: { description: "Better Auth's endpoints", url: "https://www.better-auth.com/docs/concepts/api" },
            }
          : { name, description },
      ),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: "better-auth.session_token",
            description: "The sign-in session Better Auth sets (`__Secure-better-auth.session_token` over https).",
          },
          bearerToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "A short-lived identity token from `POST /api/v1/auth/identity-token`, tied to its session.",
          },
          metricsToken: {
            type: "http",
            scheme: "bearer",
            description: "The operator's METRICS_TOKEN, for `/metrics` alone.",
          },
        },
      },
      // Paths are this server's own: the document is served by the API it describes.
      servers: [{ url: "/", description: "This server" }],
      // Signed in by either; public routes say `security: []`.
      security: [{ sessionCookie: [] }, { bearerToken: [] }],
    },
    transform: (route) => (isDocumentedPath(route.url) ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: (document) =>
      withRateLimitHeaders(
        withOperationIds(withNamedWildcards(withStatusDescriptions(withoutUnusedSchemas(jsonSchemaTransformObject(document))))),
      ),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true },
    theme: { title: "Framewise API" },
  });
}

/**
 * The provider lists each named schema twice, as read (`…Input`) and as answered; only those
 * some operation (or another kept schema) refers to are kept.
 */
function withoutUnusedSchemas(document: ReturnType<typeof jsonSchemaTransformObject>) {
  const openapi = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...openapi.components?.schemas };
  const referenced = (text: string) =>
    new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!)));
  let kept = referenced(JSON.stringify(openapi.paths));
  for (let grown = true; grown;) {
    const next = new Set([...kept, ...referenced(JSON.stringify([...kept].map((name) => schemas[name])))]);
    grown = next.size > kept.size;
    kept = next;
  }
  return {
    ...document,
    components: { ...openapi.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))) },
  } as typeof document;
}

/** What @fastify/swagger calls an answer whose schema has no description of its own. */
const PLACEHOLDER_DESCRIPTION = "Default Response";

/** Answers described only by the placeholder are named by their status instead ("OK", "Created"). */
function withStatusDescriptions<Document>(document: Document): Document {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>> }).paths;
  for (const operation of Object.values(paths ?? {}).flatMap((methods) => Object.values(methods)))
    for (const [status, response] of Object.entries(operation.responses ?? {}))
      if (response.description === PLACEHOLDER_DESCRIPTION) response.description = STATUS_CODES[Number(status)] ?? PLACEHOLDER_DESCRIPTION;
  return document;
}

type Paths = Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string }[] }>>;
const pathsOf = (document: unknown) => ((document as { paths?: Paths }).paths ??= {});

/**
 * A route's `*` (Better Auth's `/api/auth/*`) as a named parameter, `{path}`: a path template's
 * parameters are names, and a client generator needs one.
 */
function withNamedWildcards<Document>(document: Document): Document {
  const paths = pathsOf(document);
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.includes("{*}")) continue;
    for (const operation of Object.values(methods))
      for (const parameter of operation.parameters ?? []) if (parameter.in === "path" && parameter.name === "*") parameter.name = "path";
    delete paths[path];
    paths[path.replace("{*}", "{path}")] = methods;
  }
  return document;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id from its method and path, the name a generated client gives its call:
 * `GET /api/v1/content/{id}/renders` is `getContentByIdRenders`. Unique as method and path are.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((segment) => segment && segment !== "api" && segment !== "v1")
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const parts = (parameter ? parameter[1]! : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalised);
      return parameter ? ["By", ...parts] : parts;
    });
  return method.toLowerCase() + words.join("");
}

/** Every operation named by `operationIdOf` unless its route names itself. */
function withOperationIds<Document>(document: Document): Document {
  for (const [path, methods] of Object.entries(pathsOf(document)))
    for (const [method, operation] of Object.entries(methods))
      // A copy each: a route of several methods (Better Auth's GET and POST) shares one operation object.
      methods[method] = { ...operation, operationId: operation.operationId ?? operationIdOf(method, path) };
  return document;
}

const seconds = (description: string) => ({ description, schema: { type: "integer", minimum: 0 } });

/**
 * What a 429 says of when to ask again: `Retry-After` always (RFC 9110), and on the public API the
 * key's window (`RateLimit-*`, as `production/render-api/api-guard.ts` sends them).
 */
function withRateLimitHeaders<Document>(document: Document): Document {
  for (const [path, methods] of Object.entries(pathsOf(document)))
    for (const operation of Object.values(methods) as { responses?: Record<string, { headers?: unknown }> }[]) {
      const tooMany = operation.responses?.["429"];
      if (!tooMany) continue;
      // A copy: answers may be one object shared by several operations.
      operation.responses!["429"] = {
        ...tooMany,
        headers: {
          "Retry-After": seconds("Sent when waiting is what helps (a rate limit's window): seconds before asking again."),
          ...(path.startsWith("/api/v1/client")
            ? {
                "RateLimit-Limit": seconds("Requests the key may make in a minute."),
                "RateLimit-Remaining": seconds("Requests left in this minute."),
                "RateLimit-Reset": seconds("Seconds until the minute starts again."),
              }
            : {}),
        },
      };
    }
  return document;
}
