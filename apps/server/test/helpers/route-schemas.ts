import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { z } from "zod";

/** A registered route with the request schemas it declared (zod, as the routes write them). */
export interface RouteWithSchemas {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
}

/**
 * The fastify module with its factory wrapped so every route the app registers is pushed onto
 * `log` with its request schemas, by an onRoute hook. For `vi.mock("fastify", …)` in tests that
 * read what each route takes.
 */
export function fastifyLoggingRouteSchemas(real: typeof FastifyModule, log: RouteWithSchemas[]): typeof FastifyModule {
  const withRouteLog = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      for (const method of [route.method].flat()) log.push({ method, url: route.url, body: schema.body, querystring: schema.querystring });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteLog };
}

/** `id`, `ids`, `asset_id`, `asset_ids`, `contentId`, `contentIds`: a field named for something's id. */
const ID_FIELD = /(^|_)ids?$|[a-z]Ids?$/;

/**
 * The paths of the id-named fields of a request schema (`items[].id`, `approvals[].approval_id`),
 * read from its JSON Schema so nested objects, arrays, unions and shared definitions are all walked.
 */
export function idFieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  const definitions = (root.$defs ?? {}) as Record<string, unknown>;
  const found = new Set<string>();
  // The nodes above the one walked: a recursive definition is walked once down each path.
  const above = new Set<unknown>();
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== "object" || above.has(node)) return;
    above.add(node);
    const { $ref, properties, items, additionalProperties, anyOf, oneOf, allOf } = node as Record<string, unknown>;
    if (typeof $ref === "string") walk(definitions[$ref.replace("#/$defs/", "")], at);
    for (const [name, child] of Object.entries((properties ?? {}) as Record<string, unknown>)) {
      const path = at ? `${at}.${name}` : name;
      if (ID_FIELD.test(name)) found.add(path);
      walk(child, path);
    }
    walk(items, `${at}[]`);
    walk(additionalProperties, `${at}.*`);
    for (const branch of [anyOf, oneOf, allOf].flat()) walk(branch, at);
    above.delete(node);
  };
  walk(root, "");
  return [...found];
}
