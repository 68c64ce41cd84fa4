import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished } from "./helpers/wait-for.ts";

describe("sharing a video and its public watch pages", () => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let id = "";
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("share-owner@example.com");
    stranger = new TestClient(server.url);
    await stranger.signUp("share-stranger@example.com");
    const created = await owner.post("/api/v1/content", {
      from: "template",
      templateId: "bold",
      aspectRatio: "16:9",
      title: `Launch "night" <script>x</script>`,
    });
    id = created.body.data.id;
    const queued = await owner.post(`/api/v1/content/${id}/renders`, { scale: 0.1 });
    expect(await renderFinished(owner, queued.body.data.id)).toMatchObject({ status: "done" });
  });
  afterAll(() => server?.destroy());

  const anonymous = () => new TestClient(server.url);
  const page = async (path: string) => (await fetch(new URL(path, server.url))).text();
  const share = (client: TestClient, settings: { shared: boolean; allowDownload: boolean }) =>
    client.request("PUT", `/api/v1/content/${id}/share`, { json: settings });

  it("is private until shared: the public API answers 404 and the page carries no preview tags", async () => {
    expect((await owner.get(`/api/v1/content/${id}`)).body.data.share).toEqual({
      shared: false,
      allow_download: false,
      public_path: `/v1/videos/${id}`,
    });
    expect((await anonymous().get(`/api/v1/public/videos/${id}`)).status).toBe(404);
    expect((await anonymous().get(`/api/v1/public/videos/${id}/video`)).status).toBe(404);
    expect(await page(`/v1/videos/${id}`)).not.toContain("og:title");
  });

  it("once shared, plays for anyone with ranges, unfurls with Open Graph tags, and downloads only when allowed", async () => {
    expect((await share(owner, { shared: true, allowDownload: false })).body.data.share.shared).toBe(true);
    const video = await anonymous().get(`/api/v1/public/videos/${id}`);
    expect(video.status).toBe(200);
    expect(video.body.data).toMatchObject({
      id,
      width: 192,
      height: 108,
      video_url: `/api/v1/public/videos/${id}/video`,
      download_url: null,
    });
    const part = await fetch(new URL(video.body.data.video_url, server.url), { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect((await fetch(new URL(video.body.data.poster_url, server.url))).headers.get("content-type")).toBe("image/jpeg");
    expect((await anonymous().get(`/api/v1/public/videos/${id}/video?download`)).status).toBe(404);

    for (const path of [`/content/${id}`, `/v0/videos/${id}`, `/v1/videos/${id}`]) {
      const html = await page(path);
      expect(html, path).toContain(`<meta property="og:title" content="Launch &#34;night&#34; &#60;script&#62;x&#60;/script&#62;">`);
      expect(html, path).toContain(`<meta property="og:image" content="${server.url}/api/v1/public/videos/${id}/poster">`);
      expect(html, path).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    }
    expect(await page(`/content/${id}/edit`)).not.toContain("og:title");

    await share(owner, { shared: true, allowDownload: true });
    const download = await fetch(new URL(`/api/v1/public/videos/${id}/video?download`, server.url));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Launch _night_ <script>x<\/script>.mp4"/);
  });

  it("only the owner changes sharing, and unsharing takes the pages down", async () => {
    expect((await share(stranger, { shared: false, allowDownload: false })).status).toBe(404);
    expect((await anonymous().request("PUT", `/api/v1/content/${id}/share`, { json: { shared: true, allowDownload: true } })).status).toBe(
      401,
    );
    expect((await owner.request("PUT", `/api/v1/content/${id}/share`, { json: { shared: "yes" } })).status).toBe(400);
    await share(owner, { shared: false, allowDownload: true });
    expect((await anonymous().get(`/api/v1/public/videos/${id}`)).status).toBe(404);
    expect((await anonymous().get(`/api/v1/public/videos/${id}/poster`)).status).toBe(404);
    expect(await page(`/v1/videos/${id}`)).not.toContain("og:title");
    expect((await anonymous().get("/api/v1/public/videos/not-a-video")).status).toBe(404);
  });
});
