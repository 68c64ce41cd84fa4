import { createConfig, lintFromString } from "@redocly/openapi-core";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useRouteSchemas } from "../src/http/route-schemas.ts";
import { registerErrorHandling } from "../src/http/error-handler.ts";
import { isDocumentedPath } from "../src/http/openapi.ts";
import { MEDIA_PATH } from "../src/production/render-api/media-links.ts";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { TestClient } from "./helpers/http.ts";
import type { RegisteredRoute } from "./helpers/route-log.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

// Every route the app registers, seen by an onRoute hook on the one Fastify instance buildApp makes.
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-log.ts")).fastifyLoggingRoutes(await importOriginal(), registered),
);

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
  tags: { name: string }[];
}

/** `/api/v1/assets/:id/thumbnail/:size` as the document writes it: `/api/v1/assets/{id}/thumbnail/{size}`; a wildcard is `{path}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{path}");
const pathParameters = (url: string) => [...url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

// The one undocumented API route: every method of every unknown staff path, answering 401/403/404.
const STAFF_CATCH_ALL = `${STAFF_API_PREFIX}/*`;

describe("the OpenAPI document", () => {
  let server: TestServer;
  let document: OpenApiDocument;
  const operations: { method: string; url: string; path: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer("pglite", { PUBLIC_SECRET_PATH: "/status-7f3a9c" });
    const response = await new TestClient(server.url).get("/api/openapi.json");
    expect(response.status).toBe(200);
    document = response.body as OpenApiDocument;
    for (const { method, url } of registered)
      if (method !== "HEAD" && isDocumentedPath(url) && url !== STAFF_CATCH_ALL) operations.push({ method, url, path: documentPath(url) });
  });
  afterAll(() => server?.destroy());

  it("is OpenAPI 3.1 with the auth schemes and the shared error component", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      bearerToken: { type: "http", scheme: "bearer" },
    });
    expect(document.components.schemas.Error).toMatchObject({ type: "object", required: ["error"] });
  });

  it("lints clean against Redocly's recommended rules, each operation named uniquely for client generators", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        // The spec's routes are exact, and two of them end in a slash (`/api/v1/users/login/`, `/api/v1/user-info/`).
        "no-path-trailing-slash": "off",
        // The project has not chosen a licence: stating one is for its owners, not for the document.
        "info-license": "off",
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    // The health checks take no input, so they have no 4xx answer to declare.
    expect(problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual([
      "operation-4xx-response #/paths/~1api~1health~1live/get/responses",
      "operation-4xx-response #/paths/~1api~1health/get/responses",
    ]);
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/v1/content/{id}/renders"]?.get?.operationId).toBe("getContentByIdRenders");
    expect(document.paths["/api/auth/{path}"]?.post?.parameters).toEqual([expect.objectContaining({ in: "path", name: "path" })]);
    // A 429 says when to ask again, and on the public API what is left of the key's minute.
    const tooMany = (path: string, method: string) => (document.paths[path]?.[method]?.responses["429"] as { headers?: object }).headers;
    expect(Object.keys(tooMany("/api/v1/client/renders", "post")!)).toEqual([
      "Retry-After",
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
    ]);
    expect(Object.keys(tooMany("/api/v1/content/{id}/renders", "post")!)).toEqual(["Retry-After"]);
  });

  it("leaves the web app's files, its fallback, the status page and the reference page out", () => {
    const paths = Object.keys(document.paths);
    expect(registered.map((route) => route.url)).toEqual(expect.arrayContaining(["/app-config.js", "/status-7f3a9c", "/api/docs"]));
    // Beside the API and the fonts, only the operator's /metrics.
    expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/fonts/"))).toEqual(["/metrics"]);
    expect(paths.filter((path) => path.startsWith("/api/docs") || path === "/api/openapi.json")).toEqual([]);
    expect(JSON.stringify(document)).not.toContain("status-7f3a9c");
  });

  it("documents every registered API route with its method, path parameters, tags and summary", () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, url, path } of operations) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      const documented = (operation!.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
      expect(documented.sort(), `${method} ${url} path parameters`).toEqual(pathParameters(path).sort());
      expect(operation!.tags?.length, `${method} ${url} tags`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${url} summary`).toBeTruthy();
      for (const tag of operation!.tags!)
        expect(
          document.tags.map((known) => known.name),
          `${method} ${url}`,
        ).toContain(tag);
    }
  });

  it("documents no operation the server does not have", () => {
    const known = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    for (const [path, methods] of Object.entries(document.paths))
      for (const method of Object.keys(methods)) expect(known, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`);
  });

  it("documents each operation's success answer with a schema, and its errors as the shared error shape", () => {
    for (const { method, url, path } of operations) {
      const responses = document.paths[path]![method.toLowerCase()]!.responses;
      const success = Object.entries(responses).filter(([status]) => /^[23]\d\d$/.test(status));
      expect(success.length, `${method} ${url} has a documented success answer`).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(responses))
        // "Default Response" is what @fastify/swagger writes for an answer without a description.
        expect(response.description, `${method} ${url} ${status} is described`).not.toBe("Default Response");
      for (const [status, response] of success) {
        const bodiless = status === "204" || status.startsWith("3");
        if (!bodiless)
          expect(Object.values(response.content ?? {})[0]?.schema, `${method} ${url} ${status} has a body schema`).toBeDefined();
      }
      for (const [status, response] of Object.entries(responses))
        if (/^4\d\d$/.test(status))
          expect(response.content?.["application/json"]?.schema?.$ref, `${method} ${url} ${status}`).toBe("#/components/schemas/Error");
    }
  });

  it("marks public operations as needing no sign-in, and every other as signed in by cookie or bearer token", () => {
    const publicPaths = operations.filter(({ url }) => /^\/api\/(v1\/public\/|auth\/|health(?:\/live)?$)|^\/fonts\//.test(url));
    expect(publicPaths.length).toBeGreaterThan(0);
    for (const { method, path } of publicPaths)
      expect(document.paths[path]![method.toLowerCase()]!.security, `${method} ${path}`).toEqual([]);
    expect(document.paths["/metrics"]!.get!.security).toEqual([{ metricsToken: [] }]);
  });

  it("documents every client-system route (`/api/v1/client…`) as signed in by an API key only", () => {
    // Media links are signed URLs: they need no key.
    const clientPaths = operations.filter(({ url }) => /^\/api\/v1\/client(\/|$)/.test(url) && !url.startsWith(MEDIA_PATH));
    expect(clientPaths.map(({ url }) => url)).toContain("/api/v1/client/pipelines/:pipelineId/items");
    for (const { method, path } of clientPaths)
      expect(document.paths[path]![method.toLowerCase()]!.security, `${method} ${path}`).toEqual([{ bearerToken: [] }]);
  });

  it("serves the reference page and its script from this origin under the app's content security policy", async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("swagger-ui-bundle.js");
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const script = await fetch(`${server.url}/api/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    const spec = await new TestClient(server.url).get("/api/docs/json");
    expect(spec.body).toEqual(document);
  });
});

describe("route schemas", () => {
  /** A route with every kind of schema, answering `answer`, and what the app logged. */
  async function appAnswering(answer: unknown) {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => void logged.push(line) } } });
    registerErrorHandling(app);
    useRouteSchemas(app);
    app.withTypeProvider<ZodTypeProvider>().post(
      "/things/:id",
      {
        schema: {
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ limit: z.coerce.number().int().max(10).default(5) }),
          body: z.strictObject({ title: z.string().min(1, "Give it a title."), tags: z.array(z.string().max(3)) }),
          response: { 200: z.strictObject({ data: z.strictObject({ title: z.string() }) }) },
        },
      },
      async () => answer as { data: { title: string } },
    );
    await app.ready();
    return { app, logged };
  }
  const id = "0b8f3c2e-5d1a-4c7e-9f10-2a3b4c5d6e7f";

  it("refuses a request its schemas refuse with our error shape, naming each field at fault", async () => {
    const { app } = await appAnswering({ data: { title: "ok" } });
    const bad = await app.inject({ method: "POST", url: `/things/${id}`, payload: { title: "", tags: ["long tag"] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        code: "invalid_request",
        message: "Some fields are not valid.",
        fields: { title: "Give it a title.", "tags.0": expect.any(String) },
      },
    });
    expect((await app.inject({ method: "POST", url: "/things/nope", payload: { title: "a", tags: [] } })).json()).toMatchObject({
      error: { code: "invalid_request", fields: { id: expect.any(String) } },
    });
    expect((await app.inject({ method: "POST", url: `/things/${id}?limit=99`, payload: { title: "a", tags: [] } })).json()).toMatchObject({
      error: { fields: { limit: expect.any(String) } },
    });
    expect((await app.inject({ method: "POST", url: `/things/${id}` })).json()).toMatchObject({
      error: { code: "invalid_request", fields: { body: expect.any(String) } },
    });
    expect((await app.inject({ method: "POST", url: `/things/${id}`, payload: { title: "a", tags: [] } })).json()).toEqual({
      data: { title: "ok" },
    });
  });

  it("answers 500 and logs a bug when an answer does not match its response schema", async () => {
    const { app, logged } = await appAnswering({ data: { title: "ok", secret: "leaked" } });
    const response = await app.inject({ method: "POST", url: `/things/${id}`, payload: { title: "a", tags: [] } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } });
    expect(response.body).not.toContain("leaked");
    expect(logged.join("")).toContain("does not match the route's response schema");
  });
});
