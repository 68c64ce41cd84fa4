import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";

/** Every route the server registered for the methods people send, read from Fastify's per-method route trees. */
function routesOf(server: TestServer): [string, string][] {
  const routes: [string, string][] = [];
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
    const segments: string[] = [];
    for (const line of server.app.printRoutes({ method }).split("\n")) {
      // "│   ├── :id (GET)": four characters of indent per level, then the node's own segment.
      const match = /^(.*?)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      segments.length = match[1]!.length / 4;
      segments.push(match[2]!);
      if (match[3]) routes.push([method, segments.join("")]);
    }
  }
  return routes;
}

function expectRefused(response: { status: number; body: Record<string, any> }, field: string, what = "") {
  expect(response.status, `${what} ${JSON.stringify(response.body)}`).toBe(400);
  expect(response.body.error, what).toMatchObject({
    code: "invalid_text",
    message: expect.any(String),
    fields: { [field]: expect.any(String) },
  });
}

describe.each(databaseKinds)("text a database cannot store (NUL, lone surrogates) on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let contentId = "";
  let version = 0;
  let document: Record<string, any> = {};
  let pageId = "";
  let assetId = "";

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    // A verified staff account, so the staff routes reach the guard too.
    await owner.signUp(`owner-${kind}@staff.test`);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${`owner-${kind}@staff.test`}`);
    const created = await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Guarded" });
    ({ id: contentId, version, document } = created.body.data);
    pageId = (await owner.post("/api/v1/pages", { title: "Guarded page" })).body.data.id;
    assetId = (await owner.upload("logo.png", await png(), "image/png")).body.data.id;
  });
  afterAll(() => server?.destroy());

  it("refuses them in a new project and in a saved document", async () => {
    expectRefused(
      await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: `a${NUL}b` }),
      "title",
    );
    expectRefused(
      await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: `a${LONE_SURROGATE}b` }),
      "title",
    );
    const broken = structuredClone(document);
    broken.scenes[0].slots.headline.text = `Hello${NUL}`;
    expectRefused(
      await owner.request("PUT", `/api/v1/content/${contentId}`, { json: { version, document: broken } }),
      "document.scenes.0.slots.headline.text",
    );
    broken.scenes[0].slots.headline.text = `\udc00Hello`;
    expectRefused(
      await owner.request("PUT", `/api/v1/content/${contentId}`, { json: { version, document: broken } }),
      "document.scenes.0.slots.headline.text",
    );
    // A key is text too: the document is stored as JSON.
    expectRefused(
      await owner.request("PUT", `/api/v1/content/${contentId}`, { json: { version, document: { ...document, [`x${NUL}`]: 1 } } }),
      `document.x${NUL}`,
    );
  });

  it("finds them at the bottom of a deeply nested body without exhausting the stack", async () => {
    const depth = 100_000;
    const body = `{"version":1,"document":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`;
    const response = await fetch(new URL(`/api/v1/content/${contentId}`, server.url), {
      method: "PUT",
      headers: { ...owner.cookieHeader(), "content-type": "application/json", origin: server.url },
      body,
    });
    expectRefused({ status: response.status, body: (await response.json()) as Record<string, unknown> }, `document${".0".repeat(depth)}`);
  });

  it("refuses them in landing pages", async () => {
    expectRefused(await owner.post("/api/v1/pages", { title: `Page${NUL}` }), "title");
    expectRefused(
      await owner.request("PUT", `/api/v1/pages/${pageId}`, { json: { title: "Page", text: `Intro ${LONE_SURROGATE}` } }),
      "text",
    );
  });

  it("refuses them in a render's document", async () => {
    const bundle = renderBundleJson();
    bundle.content.title = `Render${NUL}`;
    expectRefused(await owner.post("/api/v1/renders", { ...bundle, scale: 0.25 }), "content.title");
    bundle.content.title = `Render${LONE_SURROGATE}`;
    expectRefused(await owner.post("/api/v1/renders", { ...bundle, scale: 0.25 }), "content.title");
  });

  it("refuses them when renaming and tagging an asset", async () => {
    expectRefused(await owner.request("PATCH", `/api/v1/assets/${assetId}`, { json: { name: `logo${LONE_SURROGATE}` } }), "name");
    expectRefused(await owner.request("PATCH", `/api/v1/assets/${assetId}`, { json: { tags: ["ok", `t${NUL}`] } }), "tags.1");
  });

  it("refuses them in query strings and paths", async () => {
    expectRefused(await owner.get("/api/v1/assets?q=%00"), "q");
    expectRefused(await owner.get(`/api/v1/content?cursor=1&q=a%00`), "q");
    expectRefused(await owner.get("/api/v1/public/videos/%00"), "id");
  });

  it("refuses a NUL in the email at sign-up and sign-in, escaped in JSON or sent raw", async () => {
    const stranger = new TestClient(server.url);
    expectRefused(
      await stranger.post("/api/auth/sign-up/email", { email: `new${NUL}@example.com`, password: "correct-horse-1", name: "New" }),
      "email",
    );
    expectRefused(
      await stranger.post("/api/auth/sign-in/email", { email: `owner-${kind}${NUL}@staff.test`, password: "correct-horse-1" }),
      "email",
    );
    expectRefused(await stranger.post("/api/auth/sign-in/email", { email: "a@example.com", password: `pw${LONE_SURROGATE}` }), "password");
    const raw = await fetch(new URL("/api/auth/sign-in/email", server.url), {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: `{"email":"a${NUL}@example.com","password":"correct-horse-1"}`,
    });
    expectRefused({ status: raw.status, body: (await raw.json()) as Record<string, unknown> }, "body");
    const form = await fetch(new URL("/api/auth/sign-in/email", server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "email=a%40example.com&password=x&password=y%00",
    });
    expectRefused({ status: form.status, body: (await form.json()) as Record<string, unknown> }, "password");
    expectRefused(await stranger.get("/api/auth/reset-password/abc?callbackURL=%2F%00"), "callbackURL");
  });

  it("drops a NUL from an uploaded file's name like any control character (the name is cleaned, never stored raw)", async () => {
    const uploaded = await owner.upload(`lo${NUL}go.png`, await png(), "image/png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.name).toBe("logo.png");
  });

  it("keeps well-formed text in every script, emoji (surrogate pairs) included", async () => {
    const title = "Launch 🎬 Ünïcode 日本語 עברית";
    const created = await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe(title);
    expect((await owner.request("PATCH", `/api/v1/assets/${assetId}`, { json: { name: "🎬 logo" } })).body.data.name).toBe("🎬 logo");
  });

  it("guards every registered route: paths, query strings and bodies", async () => {
    const routes = routesOf(server);
    expect(routes.length).toBeGreaterThan(40);
    for (const [method, path] of routes) {
      const url = path.replace(/\*/g, "anything");
      expectRefused(await owner.request(method, `${url}?text=a%00`), "text", `${method} ${path}`);
      if (["POST", "PUT", "PATCH", "DELETE"].includes(method))
        expectRefused(await owner.request(method, url, { json: { text: `a${LONE_SURROGATE}` } }), "text", `${method} ${path}`);
      if (path.includes(":")) {
        const param = /:(\w+)/.exec(path)![1]!;
        expectRefused(await owner.request(method, path.replace(/:\w+/g, "%00")), param, `${method} ${path}`);
      }
    }
  });
});
