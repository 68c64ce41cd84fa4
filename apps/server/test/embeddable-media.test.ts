import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const resourcePolicy = async (url: URL, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return [response.status, response.headers.get("cross-origin-resource-policy")];
};

describe("the files of a shared video play on other sites; private files do not", () => {
  let server: TestServer;
  let owner: TestClient;
  let contentId = "";
  let renderId = "";
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("embed-owner@example.com");
    contentId = (await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Embedded" })).body
      .data.id;
    renderId = (await owner.post(`/api/v1/content/${contentId}/renders`, { scale: 0.1 })).body.data.id;
    await watch(owner, renderId);
  });
  afterAll(() => server?.destroy());

  const at = (path: string) => new URL(path, server.url);
  const share = (shared: boolean) => owner.request("PUT", `/api/v1/content/${contentId}/share`, { json: { shared, allowDownload: false } });

  it("serves a shared video's MP4 (ranges too) and poster with Cross-Origin-Resource-Policy: cross-origin", async () => {
    await share(true);
    expect(await resourcePolicy(at(`/api/v1/public/videos/${contentId}/video`))).toEqual([200, "cross-origin"]);
    expect(await resourcePolicy(at(`/api/v1/public/videos/${contentId}/video`), { range: "bytes=0-99" })).toEqual([206, "cross-origin"]);
    expect(await resourcePolicy(at(`/api/v1/public/videos/${contentId}/poster`))).toEqual([200, "cross-origin"]);
  });

  it("keeps the owner's render files, assets and an unshared video's public paths same-origin", async () => {
    const cookie = owner.cookieHeader();
    expect(await resourcePolicy(at(`/api/v1/renders/${renderId}/video`), cookie)).toEqual([200, "same-origin"]);
    expect(await resourcePolicy(at(`/api/v1/renders/${renderId}/poster`), cookie)).toEqual([200, "same-origin"]);
    const assetId = (await owner.upload("logo.png", await png(), "image/png")).body.data.id;
    expect(await resourcePolicy(at(`/api/v1/assets/${assetId}/file`), cookie)).toEqual([200, "same-origin"]);
    await share(false);
    expect(await resourcePolicy(at(`/api/v1/public/videos/${contentId}/video`))).toEqual([404, "same-origin"]);
    expect(await resourcePolicy(at(`/api/v1/public/videos/${contentId}/poster`))).toEqual([404, "same-origin"]);
  });
});
