import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

type Render = { id: string; number: number | null; status: string; content_version: number | null };

describe.each(databaseKinds)("render numbers over HTTP on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.destroy());

  it("numbers a video's renders 1, 2, 3 in the order they were asked for, whatever its saved version, in every answer", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`render-numbers-${kind}@example.com`);
    // A minute of a bare document first: one render runs at a time, so the video's renders wait behind it.
    const long = renderBundleJson();
    long.content.scenes.forEach((scene) => (scene.duration = 30));
    const bare = await client.post("/api/v1/renders", { ...long, scale: 0.25 });
    expect(bare.status).toBe(202);
    expect(bare.body.data.number).toBeNull();

    const newVideo = async (title: string) =>
      (await client.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title })).body.data;
    const video = await newVideo("Numbered");
    // Saved three times: the document is at version 4, which is not what people call its first render.
    for (let version = 1; version <= 3; version++) {
      const saved = await client.request("PUT", `/api/v1/content/${video.id}`, {
        json: { version, document: { ...video.document, title: `Numbered ${version}` } },
      });
      expect(saved.status).toBe(200);
    }
    const renderVideo = async (id: string): Promise<Render> => {
      const queued = await client.post(`/api/v1/content/${id}/renders`, { scale: 0.1 });
      expect(queued.status).toBe(202);
      return queued.body.data;
    };
    const first = await renderVideo(video.id);
    expect(first).toMatchObject({ number: 1, content_version: 4 });
    const second = await renderVideo(video.id);
    expect(second.number).toBe(2);
    // Each video counts its own renders.
    expect((await renderVideo((await newVideo("Another")).id)).number).toBe(1);

    const cancelled = await client.post(`/api/v1/renders/${second.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", number: 2 });
    // A cancelled render keeps its number: the next one is the third, never a second "Version 2".
    const third = await renderVideo(video.id);
    expect(third.number).toBe(3);

    expect((await client.get(`/api/v1/renders/${first.id}`)).body.data.number).toBe(1);
    const listed = (await client.get(`/api/v1/content/${video.id}/renders`)).body.data as Render[];
    expect(listed.map((render) => [render.id, render.number])).toEqual([
      [third.id, 3],
      [second.id, 2],
      [first.id, 1],
    ]);
    const library = (await client.get("/api/v1/content")).body.data as { id: string; latest_render: Render | null }[];
    expect(library.find((entry) => entry.id === video.id)!.latest_render).toMatchObject({ id: third.id, number: 3 });

    // The long render is not needed to the end.
    expect((await client.post(`/api/v1/renders/${bare.body.data.id}/cancel`)).body.data).toMatchObject({ number: null });
  });
});
