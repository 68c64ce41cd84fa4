import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { png } from "./helpers/asset-files.ts";
import { generated } from "./helpers/image-gen.ts";
import { TestClient } from "./helpers/http.ts";
import type { RegisteredRoute } from "./helpers/route-log.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

// Every route the app registers, seen by an onRoute hook on the one Fastify instance buildApp makes.
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-log.ts")).fastifyLoggingRoutes(await importOriginal(), registered),
);

/** The kind of owned thing each family of `:id` routes names. Public, library and staff routes name no one's thing. */
const OWNED_KINDS = {
  "/api/v1/content/": "video",
  "/api/v1/assets/": "asset",
  "/api/v1/renders/": "render",
  "/api/v1/pages/": "page",
  "/api/v1/image-gen/generations/": "generation",
  "/api/v1/image-gen/images/": "image",
  "/api/v1/image-gen/boards/": "board",
  "/api/v1/image-gen/vibes/": "vibe",
} as const;
type Kind = (typeof OWNED_KINDS)[keyof typeof OWNED_KINDS];
// The inspiration wall and the library's fonts are everyone's to read. A client's system reaches `/api/v1/client/…` with an
// API key, not a session: its cross-client access is tested by render-api.test.ts and api-keys.test.ts.
const NOT_OWNED = /^\/api\/v1\/(public|templates|layouts|library-fonts|staff|client|image-gen\/inspirations)\//;

/** A valid body for the routes that take one, so the schemas pass and the access check is what answers. */
const BODIES: Record<string, unknown> = {
  "PUT /api/v1/content/:id": { version: 1, document: {} },
  "PUT /api/v1/content/:id/share": { shared: true, allowDownload: true },
  "POST /api/v1/content/:id/library/update": {},
  "PATCH /api/v1/assets/:id": { name: "Taken" },
  "PUT /api/v1/pages/:id": { title: "Taken" },
  "POST /api/v1/content/:id/voiceover": { text: "Taken" },
  "PATCH /api/v1/image-gen/images/:id": { public: true },
  "POST /api/v1/image-gen/images/:id/upscale": { factor: 2 },
  "POST /api/v1/image-gen/images/:id/variations": { count: 1 },
  "PATCH /api/v1/image-gen/boards/:id": { name: "Taken" },
  "PATCH /api/v1/image-gen/vibes/:id": { name: "Taken" },
  "POST /api/v1/image-gen/images/:id/report": { reason: "Taken" },
};

describe.each(databaseKinds)("access to owned things on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  const ids = {} as Record<Kind, string>;
  let routes: { method: string; url: string; kind: Kind }[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    await owner.signUp("access-owner@example.com");
    stranger = new TestClient(server.url);
    await stranger.signUp("access-stranger@example.com");
    ids.video = (await owner.post("/api/v1/content", { from: "template", templateId: "bold", title: "Mine" })).body.data.id;
    ids.render = (await owner.post(`/api/v1/content/${ids.video}/renders`, { scale: 0.1 })).body.data.id;
    // Nothing here needs the video drawn.
    await owner.post(`/api/v1/renders/${ids.render}/cancel`);
    ids.asset = (await owner.upload("Mine.png", await png(), "image/png")).body.data.id;
    ids.page = (await owner.post("/api/v1/pages", { title: "Mine", contentIds: [ids.video] })).body.data.id;
    ids.board = (await owner.post("/api/v1/image-gen/boards", { name: "Mine" })).body.data.id;
    const generation = await generated(owner, { prompt: "Mine", board_id: ids.board });
    ids.generation = generation.id;
    ids.image = generation.images[0].id;
    ids.vibe = (await owner.post("/api/v1/image-gen/vibes", { name: "Mine", prompt_fragment: "mine" })).body.data.id;
    routes = [];
    for (const { method, url } of registered) {
      if (method === "HEAD" || !url.includes("/:id") || NOT_OWNED.test(url)) continue;
      const family = Object.entries(OWNED_KINDS).find(([prefix]) => url.startsWith(prefix));
      expect(family, `${method} ${url} names an :id of a known kind`).toBeDefined();
      routes.push({ method, url, kind: family![1] });
    }
  });
  afterAll(() => server?.destroy());

  const pathOf = (url: string, kind: Kind) => url.replace(":id", ids[kind]).replace(":size", "small");

  it("has an :id route of each kind to check", () => {
    expect(Object.values(ids).every(Boolean)).toBe(true);
    expect(new Set(routes.map((route) => route.kind))).toEqual(new Set(Object.values(OWNED_KINDS)));
    expect(routes.length).toBeGreaterThan(20);
  });

  it("answers another user 404 on every route that names an owned thing, by cookie or bearer token", async () => {
    const token = await stranger.identityToken();
    for (const { method, url, kind } of routes) {
      const json = BODIES[`${method} ${url}`];
      const byCookie = await stranger.request(method, pathOf(url, kind), { json });
      expect(byCookie.status, `${method} ${url}`).toBe(404);
      expect(byCookie.body.error.code, `${method} ${url}`).toBe("not_found");
      const byToken = await new TestClient(server.url).request(method, pathOf(url, kind), {
        json,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byToken.status, `${method} ${url} by bearer token`).toBe(404);
    }
  });

  it("answers a signed-out caller 401 on every one, whatever it sends", async () => {
    for (const { method, url, kind } of routes) {
      const anonymous = await new TestClient(server.url).request(method, pathOf(url, kind), { json: BODIES[`${method} ${url}`] });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.error.code).toBe("unauthenticated");
      const nonsense = method === "GET" ? undefined : { nonsense: true };
      const malformed = await new TestClient(server.url).request(
        method,
        `${url.replace(":id", "not-an-id").replace(":size", "huge")}?force=maybe`,
        { json: nonsense },
      );
      expect(malformed.status, `${method} ${url} malformed`).toBe(401);
    }
  });

  it("leaves the owner's things as they were", async () => {
    expect((await owner.get(`/api/v1/content/${ids.video}`)).body.data).toMatchObject({
      title: "Mine",
      version: 1,
      share: { shared: false },
    });
    expect((await owner.get(`/api/v1/assets/${ids.asset}`)).body.data).toMatchObject({ name: "Mine.png" });
    expect((await owner.get(`/api/v1/pages/${ids.page}`)).body.data).toMatchObject({ title: "Mine", content_ids: [ids.video] });
    expect((await owner.get(`/api/v1/renders/${ids.render}`)).body.data).toMatchObject({ status: "cancelled" });
    expect((await owner.get(`/api/v1/image-gen/images/${ids.image}`)).body.data).toMatchObject({ public: false, board_id: ids.board });
    expect((await owner.get(`/api/v1/image-gen/boards`)).body.data).toEqual([expect.objectContaining({ name: "Mine", images: 1 })]);
  });
});
