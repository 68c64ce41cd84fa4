import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished } from "./helpers/wait-for.ts";

describe("landing pages over HTTP", () => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let shared = "";
  let draft = "";
  let strangers = "";
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("pages-owner@example.com");
    stranger = new TestClient(server.url);
    await stranger.signUp("pages-stranger@example.com");
    const create = async (client: TestClient, title: string) =>
      (await client.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title })).body.data.id as string;
    shared = await create(owner, "Spring launch");
    draft = await create(owner, "Draft cut");
    strangers = await create(stranger, "Not yours");
    const queued = await owner.post(`/api/v1/content/${shared}/renders`, { scale: 0.1 });
    expect(await renderFinished(owner, queued.body.data.id)).toMatchObject({ status: "done" });
    await owner.request("PUT", `/api/v1/content/${shared}/share`, { json: { shared: true, allowDownload: false } });
  });
  afterAll(() => server?.destroy());

  const anonymous = () => new TestClient(server.url);
  const html = async (path: string) => (await fetch(new URL(path, server.url))).text();
  const save = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.request("PUT", `/api/v1/pages/${id}`, { json: body });

  it("creates a page of the owner's own videos only, with clear refusals", async () => {
    const refused = await owner.post("/api/v1/pages", { title: "Mixed", contentIds: [shared, strangers] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ "contentIds.1": "This video was not found among yours." });
    const invalid = await owner.post("/api/v1/pages", { title: " ", contentIds: [shared, shared], extra: true });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(["body", "contentIds", "title"]);

    const created = await owner.post("/api/v1/pages", { title: "Spring collection", text: "Our new season.", contentIds: [draft, shared] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: "Spring collection",
      text: "Our new season.",
      content_ids: [draft, shared],
      published: false,
      public_path: `/pages/${created.body.data.id}`,
    });
    expect((await owner.get("/api/v1/pages")).body.data.map((page: { id: string }) => page.id)).toEqual([created.body.data.id]);
    expect((await stranger.get("/api/v1/pages")).body.data).toEqual([]);
  });

  it("is public only once published, showing the videos anyone may watch, and unfurls with the first poster", async () => {
    const { id } = (
      await owner.post("/api/v1/pages", { title: `Spring "collection"`, text: "Our new season.", contentIds: [draft, shared] })
    ).body.data;
    expect((await anonymous().get(`/api/v1/public/pages/${id}`)).status).toBe(404);
    expect(await html(`/pages/${id}`)).not.toContain("og:title");

    expect(
      (await save(owner, id, { title: `Spring "collection"`, text: "Our new season.", contentIds: [draft, shared], published: true }))
        .status,
    ).toBe(200);
    const page = await anonymous().get(`/api/v1/public/pages/${id}`);
    expect(page.status).toBe(200);
    // The draft is neither shared nor rendered: it stays off the public page.
    expect(page.body.data).toMatchObject({
      id,
      title: `Spring "collection"`,
      text: "Our new season.",
      videos: [{ id: shared, title: "Spring launch", video_url: `/api/v1/public/videos/${shared}/video` }],
    });
    expect(page.body.data.videos).toHaveLength(1);
    const tags = await html(`/pages/${id}`);
    expect(tags).toContain(`<meta property="og:title" content="Spring &#34;collection&#34;">`);
    expect(tags).toContain(`<meta property="og:description" content="Our new season.">`);
    expect(tags).toContain(`<meta property="og:image" content="${server.url}/api/v1/public/videos/${shared}/poster">`);

    await owner.request("PUT", `/api/v1/content/${shared}/share`, { json: { shared: false, allowDownload: false } });
    expect((await anonymous().get(`/api/v1/public/pages/${id}`)).body.data.videos).toEqual([]);
    await owner.request("PUT", `/api/v1/content/${shared}/share`, { json: { shared: true, allowDownload: false } });

    await save(owner, id, { title: "Spring", published: false });
    expect((await anonymous().get(`/api/v1/public/pages/${id}`)).status).toBe(404);
    expect((await anonymous().get("/api/v1/public/pages/not-a-uuid")).status).toBe(404);
  });

  it("another user's page answers 404 on every owner route and stays as it was", async () => {
    const { id } = (await owner.post("/api/v1/pages", { title: "Mine", contentIds: [shared] })).body.data;
    expect((await stranger.get(`/api/v1/pages/${id}`)).status).toBe(404);
    expect((await save(stranger, id, { title: "Taken" })).status).toBe(404);
    expect((await stranger.request("DELETE", `/api/v1/pages/${id}`)).status).toBe(404);
    expect((await anonymous().get(`/api/v1/pages/${id}`)).status).toBe(401);
    expect((await owner.get(`/api/v1/pages/${id}`)).body.data).toMatchObject({ title: "Mine", content_ids: [shared] });

    expect((await owner.request("DELETE", `/api/v1/pages/${id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/pages/${id}`)).status).toBe(404);
  });
});
