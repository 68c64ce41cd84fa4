import { validateContent } from "@framewise/scene";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished } from "./helpers/wait-for.ts";

const PROMPT = `Meet Trail Runner 2.
Sign-ups grew 40% after the beta.
Why runners switch:
- Grippy outsole
- Waterproof mesh
Try it free at framewise.app`;

describe.each(databaseKinds)("video projects over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    await owner.signUp(`content-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`content-stranger-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  const put = (client: TestClient, id: string, json: unknown) => client.request("PUT", `/api/v1/content/${id}`, { json });

  it("plans a storyboard from a prompt without a language model, and says which planner wrote it", async () => {
    const created = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT, aspectRatio: "1:1", templateId: "clean" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: "Meet Trail Runner 2",
      aspect_ratio: "1:1",
      template_id: "clean",
      version: 1,
      source: "prompt",
      planner: "text",
      scene_count: 6,
    });
    // The list is its heading, then a shot a point.
    expect(created.body.data.document.scenes.map((scene: { layoutId: string }) => scene.layoutId)).toEqual([
      "title",
      "stat",
      "title",
      "title",
      "title",
      "call-to-action",
    ]);
    expect((await owner.get(`/api/v1/content/${created.body.data.id}`)).body.data.document).toEqual(created.body.data.document);
  });

  it("starts a blank video in a template, the library's first when none is named", async () => {
    const blank = await owner.post("/api/v1/content", {
      from: "template",
      templateId: "bold",
      aspectRatio: "16:9",
      title: "Spring launch",
    });
    expect(blank.status).toBe(201);
    expect(blank.body.data).toMatchObject({
      title: "Spring launch",
      template_id: "bold",
      source: "template",
      planner: null,
      scene_count: 2,
    });
    const fromPrompt = await owner.post("/api/v1/content", { from: "prompt", prompt: "Hello there." });
    expect(fromPrompt.body.data.aspect_ratio).toBe("9:16");
    expect(fromPrompt.body.data.template_id).toBe((await owner.get("/api/v1/templates")).body.data[0].id);
  });

  it("makes an ad from a product with the owner's library photos, and refuses another user's", async () => {
    const photo = await owner.upload("shoe.png", await png(64, 64), "image/png");
    const product = { name: "Trail Runner 2", price: "€129", photos: [`asset:${photo.body.data.id}`], benefits: ["Grips wet rock"] };
    const created = await owner.post("/api/v1/content", { from: "product", product, aspectRatio: "4:5" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: "Trail Runner 2 ad", source: "product", planner: "text", aspect_ratio: "4:5" });
    expect(created.body.data.document.scenes[0].slots.image).toEqual({ src: `asset:${photo.body.data.id}` });
    const theirs = await stranger.post("/api/v1/content", { from: "product", product });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.fields).toEqual({ "product.photos.0": "This asset was not found in your library." });
    const noPhoto = await owner.post("/api/v1/content", { from: "product", product: { ...product, photos: [] } });
    expect(noPhoto.body.error.fields["product.photos"]).toBe("Add at least one photo.");
  });

  it("refuses bad requests with the field at fault", async () => {
    const empty = await owner.post("/api/v1/content", { from: "prompt", prompt: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.prompt).toBe("Describe the video first.");
    const unknownTemplate = await owner.post("/api/v1/content", { from: "template", templateId: "no-such-template" });
    expect(unknownTemplate).toMatchObject({ status: 400, body: { error: { fields: { templateId: "No template has this id." } } } });
    expect((await owner.post("/api/v1/content", { from: "url", url: "https://example.com" })).status).toBe(400);
    expect((await owner.post("/api/v1/content", { from: "prompt", prompt: "x".repeat(5001) })).status).toBe(400);
  });

  it("saves with a version check: a stale save is refused with 409 and loses nothing", async () => {
    const { body } = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT });
    const id = body.data.id as string;
    const edited = structuredClone(body.data.document);
    edited.title = "Edited in tab one";
    edited.scenes[0].slots.headline = { text: "A new opening" };
    const saved = await put(owner, id, { version: 1, document: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, title: "Edited in tab one" });

    const stale = await put(owner, id, { version: 1, document: { ...body.data.document, title: "Edited in tab two" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "version_conflict", fields: { version: "2" } });
    expect(stale.body.error.message).toMatch(/changed elsewhere/);
    const current = (await owner.get(`/api/v1/content/${id}`)).body.data;
    expect(current).toMatchObject({ version: 2, title: "Edited in tab one" });
    expect(current.document.scenes[0].slots.headline).toEqual({ text: "A new opening" });
  });

  it("refuses an invalid document with each problem at its JSON path, keeping the saved one", async () => {
    const { body } = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT });
    const broken = structuredClone(body.data.document);
    broken.scenes[1].duration = -3;
    broken.aspectRatio = "2:1";
    const refused = await put(owner, body.data.id, { version: 1, document: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_document");
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(["document/aspectRatio", "document/scenes/1/duration"]);
    // JSON.parse makes "__proto__" an own key, as a hostile client's body would; the JSON parser refuses it.
    const polluted = JSON.parse(`{"__proto__":{"admin":true},${JSON.stringify(body.data.document).slice(1)}`) as unknown;
    expect((await put(owner, body.data.id, { version: 1, document: polluted })).status).toBe(400);
    const withConstructor = await put(owner, body.data.id, {
      version: 1,
      document: { ...body.data.document, constructor: { admin: true } },
    });
    expect(Object.keys(withConstructor.body.error.fields)).toEqual(["document/constructor"]);
    expect((await owner.get(`/api/v1/content/${body.data.id}`)).body.data).toMatchObject({ version: 1, document: body.data.document });
  });

  it("reads a stored document that no longer validates through the tolerant restore, so it still opens", async () => {
    const { body } = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT });
    const stored = structuredClone(body.data.document);
    stored.scenes[1].duration = -3;
    stored.scenes[1].slots.headline = { text: 42 };
    stored.oldField = true;
    // Written past the API's strict check, as an older version of the product might have left it.
    await server.database.db.execute(sql`update content set document = ${JSON.stringify(stored)}::jsonb where id = ${body.data.id}`);
    const read = await owner.get(`/api/v1/content/${body.data.id}`);
    expect(read.status).toBe(200);
    expect(validateContent(read.body.data.document).ok).toBe(true);
    expect(read.body.data.document.scenes[1]).toMatchObject({ id: body.data.document.scenes[1].id, duration: 5 });
    expect(read.body.data.document.scenes[0]).toEqual(body.data.document.scenes[0]);
    expect(read.body.data.document).not.toHaveProperty("oldField");
  });

  it("refuses brand fonts the renderer does not ship, which would fall back differently in the preview and the MP4", async () => {
    const { body } = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT });
    const withFont = (heading: string) => ({ ...body.data.document, brandKit: { fonts: { heading, body: "Inter" } } });
    const refused = await put(owner, body.data.id, { version: 1, document: withFont("Comic Sans MS") });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      "document/brandKit/fonts/heading": expect.stringMatching(/^must be one of Inter, .*Bebas Neue/),
    });
    expect((await put(owner, body.data.id, { version: 1, document: withFont("Bebas Neue") })).status).toBe(200);
  });

  it("lists the newest changes first, sorts, searches titles, duplicates and deletes", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`content-lister-${kind}@example.com`);
    const first = (await client.post("/api/v1/content", { from: "template", templateId: "bold", title: "Autumn sale" })).body.data;
    const second = (await client.post("/api/v1/content", { from: "template", templateId: "bold", title: "Winter 50% off" })).body.data;
    const titles = async (query = "") =>
      ((await client.get(`/api/v1/content?${query}`)).body.data as { title: string }[]).map((c) => c.title);
    expect(await titles()).toEqual(["Winter 50% off", "Autumn sale"]);
    expect(await titles("q=autumn")).toEqual(["Autumn sale"]);
    expect(await titles("q=%25")).toEqual(["Winter 50% off"]);
    const page = await client.get("/api/v1/content?limit=1");
    expect(page.body.next_cursor).toBe("1");

    const copy = await client.post(`/api/v1/content/${first.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ title: "Autumn sale (copy)", version: 1 });
    expect(copy.body.data.document.title).toBe("Autumn sale (copy)");
    expect(await titles()).toEqual(["Autumn sale (copy)", "Winter 50% off", "Autumn sale"]);
    // A save moves a video up the default order (last changed) but not the others.
    expect((await put(client, first.id, { version: 1, document: { ...first.document, title: "autumn sale" } })).status).toBe(200);
    expect(await titles("sort=recent")).toEqual(["autumn sale", "Autumn sale (copy)", "Winter 50% off"]);
    expect(await titles("sort=newest")).toEqual(["Autumn sale (copy)", "Winter 50% off", "autumn sale"]);
    expect(await titles("sort=oldest")).toEqual(["autumn sale", "Winter 50% off", "Autumn sale (copy)"]);
    expect(await titles("sort=title")).toEqual(["autumn sale", "Autumn sale (copy)", "Winter 50% off"]);
    const badSort = await client.get("/api/v1/content?sort=size");
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.body.error.fields)).toEqual(["sort"]);

    expect((await client.request("DELETE", `/api/v1/content/${second.id}`)).status).toBe(204);
    expect((await client.get(`/api/v1/content/${second.id}`)).status).toBe(404);
    expect(await titles()).toEqual(["autumn sale", "Autumn sale (copy)"]);
  });

  it("renders the saved version as a job, lists it among the video's renders, and shows it as the video's status", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`content-render-${kind}@example.com`);
    const { body } = await client.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Rendered" });
    expect((await client.get("/api/v1/content")).body.data[0].latest_render).toBeNull();
    const queued = await client.post(`/api/v1/content/${body.data.id}/renders`, { scale: 0.1 });
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ status: "queued", content_id: body.data.id, content_version: 1 });
    await renderFinished(client, queued.body.data.id);
    const latest = (await client.get("/api/v1/content")).body.data[0].latest_render;
    expect(latest).toMatchObject({
      id: queued.body.data.id,
      status: "done",
      width: 192,
      height: 108,
      poster_url: `/api/v1/renders/${queued.body.data.id}/poster`,
    });
    expect(latest.duration_seconds).toBeCloseTo(8, 1);
    const versions = await client.get(`/api/v1/content/${body.data.id}/renders`);
    expect(versions.body.data.map((r: { id: string }) => r.id)).toEqual([queued.body.data.id]);
    expect((await client.post(`/api/v1/content/${body.data.id}/renders`, { scale: 5 })).status).toBe(400);
  });

  it("another user's video answers 404 on every route and stays as it was", async () => {
    const { body } = await owner.post("/api/v1/content", { from: "prompt", prompt: PROMPT });
    const id = body.data.id as string;
    expect((await stranger.get(`/api/v1/content/${id}`)).status).toBe(404);
    expect((await put(stranger, id, { version: 1, document: body.data.document })).status).toBe(404);
    expect((await stranger.post(`/api/v1/content/${id}/duplicate`)).status).toBe(404);
    expect((await stranger.request("DELETE", `/api/v1/content/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/v1/content/${id}/renders`, {})).status).toBe(404);
    expect((await stranger.get(`/api/v1/content/${id}/renders`)).status).toBe(404);
    expect((await stranger.get("/api/v1/content")).body.data.every((c: { id: string }) => c.id !== id)).toBe(true);
    expect((await owner.get(`/api/v1/content/${id}`)).body.data.version).toBe(1);
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get(`/api/v1/content/${id}`)).status).toBe(401);
    expect((await signedOut.post("/api/v1/content", { from: "prompt", prompt: "Hi." })).status).toBe(401);
    expect((await owner.get("/api/v1/content/not-a-uuid")).status).toBe(400);
  });
});
