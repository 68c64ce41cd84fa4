import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** A fixture shop on 127.0.0.1 that counts every connection made to it. */
async function startShop(): Promise<{ origin: string; connections: () => number; close: () => Promise<void> }> {
  const html = await readFile(new URL("./fixtures/shop-page.html", import.meta.url));
  let connections = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === "/feed.json") return response.writeHead(200, { "content-type": "application/json" }).end("{}");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For the enclosing describe block: the fixture shop, the product with `env`, and a signed-up user. */
function useShopAndServer(env: Record<string, string>, email: string) {
  const started: { shop?: Awaited<ReturnType<typeof startShop>>; server?: TestServer; client?: TestClient } = {};
  beforeAll(async () => {
    started.shop = await startShop();
    started.server = await startTestServer("pglite", env);
    started.client = new TestClient(started.server.url);
    await started.client.signUp(email);
  });
  afterAll(async () => {
    await started.server?.destroy();
    await started.shop?.close();
  });
  return { shop: () => started.shop!, server: () => started.server!, client: () => started.client! };
}

describe("URL to video over HTTP", () => {
  const { shop, server, client } = useShopAndServer({ TEST_ALLOW_LOOPBACK_FETCH: "true" }, "url-import@example.com");

  it("reads a page's facts, then plans a video from the facts and images the user kept", async () => {
    const imported = await client().post("/api/v1/url-import", { url: `${shop().origin}/products/trail-runner-2` });
    expect(imported.status).toBe(200);
    const page = imported.body.data;
    expect(page).toMatchObject({
      title: "Trail Runner 2",
      siteName: "Northwind Outfitters",
      product: { price: "€129" },
      brandColor: "#0e7c66",
    });
    expect(page.images[0].url).toBe(`${shop().origin}/images/trail-runner-hero.jpg`);

    const edited = { ...page, title: "Trail Runner 2: light and dry", images: page.images.slice(0, 2) };
    const created = await client().post("/api/v1/content", {
      from: "url",
      page: edited,
      images: [page.images[1].url, page.images[0].url],
      aspectRatio: "9:16",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: "Trail Runner 2: light and dry", source: "url", planner: "text" });
    expect(created.body.data.document.scenes.map((scene: { layoutId: string }) => scene.layoutId)).toEqual([
      "title",
      "product",
      "headline-image",
      "call-to-action",
    ]);
  });

  it("refuses what is not a web page, bad facts, and signed-out callers", async () => {
    const json = await client().post("/api/v1/url-import", { url: `${shop().origin}/feed.json` });
    expect(json).toMatchObject({ status: 422, body: { error: { code: "not_a_page" } } });
    expect((await client().post("/api/v1/url-import", { url: "" })).body.error.fields.url).toBe("Paste the address of a web page.");
    const badFacts = await client().post("/api/v1/content", {
      from: "url",
      page: { url: "javascript:alert(1)", title: "x" },
      images: ["file:///etc/passwd"],
    });
    expect(badFacts.status).toBe(400);
    expect(Object.keys(badFacts.body.error.fields)).toEqual(expect.arrayContaining(["page.url", "images.0"]));
    expect((await new TestClient(server().url).post("/api/v1/url-import", { url: shop().origin })).status).toBe(401);
  });
});

describe("URL to video without the test-only loopback switch", () => {
  const { shop, client } = useShopAndServer({}, "url-import-strict@example.com");

  it("refuses loopback in any spelling, other schemes and credentials, and never connects", async () => {
    const port = new URL(shop().origin).port;
    for (const url of [
      shop().origin,
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `ftp://127.0.0.1:${port}/`,
      `http://user:pw@127.0.0.1:${port}/`,
    ]) {
      const answer = await client().post("/api/v1/url-import", { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.error.code, url).toBe("unsafe_url");
    }
    expect(shop().connections()).toBe(0);
  });
});
