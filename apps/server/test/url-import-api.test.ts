import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createCanvas } from "@napi-rs/canvas";
import { mediaSources } from "@framewise/scene";
import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AA_CONTRAST, contrastIn } from "../src/video-studio/url-import/readable-colors.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished, waitFor } from "./helpers/wait-for.ts";

/** A JPEG per path, each a different colour. */
function picture(path: string): Buffer {
  const canvas = createCanvas(320, 200);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = `hsl(${[...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360} 60% 45%)`;
  ctx.fillRect(0, 0, 320, 200);
  return canvas.toBuffer("image/jpeg");
}

/** A fixture shop on 127.0.0.1 that counts every connection made to it: two product pages, their pictures, a favicon. */
async function startShop(): Promise<{ origin: string; connections: () => number; close: () => Promise<void> }> {
  const html = await readFile(new URL("./fixtures/shop-page.html", import.meta.url));
  const darkHtml = await readFile(new URL("./fixtures/dark-shop-page.html", import.meta.url));
  let connections = 0;
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/feed.json") return response.writeHead(200, { "content-type": "application/json" }).end("{}");
    if (path === "/images/missing.jpg") return response.writeHead(404).end();
    if (path.endsWith(".svg"))
      return response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg xmlns='http://www.w3.org/2000/svg'/>");
    // A server that calls everything a JPEG, favicons included: the bytes decide.
    if (path === "/favicon.ico") return response.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.from([0, 0, 1, 0, 1, 0]));
    if (path.startsWith("/images/")) return response.writeHead(200, { "content-type": "image/jpeg" }).end(picture(path));
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(path.includes("midnight") ? darkHtml : html);
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

  it("reads a page as a person would: no cookie banner, the logo as the logo, a readable colour, pictures in the library", async () => {
    const imported = await client().post("/api/v1/url-import", { url: `${shop().origin}/products/midnight-espresso` });
    expect(imported.status).toBe(200);
    const page = imported.body.data;
    expect(page).toMatchObject({
      title: "Midnight Espresso Blend",
      brandColor: "#1a1d26",
      logo: `${shop().origin}/images/night-owl-logo.png`,
    });
    expect(page.mainText).not.toMatch(/cookie|newsletter/i);
    const pictures: string[] = page.images.map((image: { url: string }) => image.url);
    expect(pictures).toEqual([`${shop().origin}/images/midnight-bag.jpg`, `${shop().origin}/images/espresso-shot.jpg`]);

    // A picture that has gone since the page was read is left out; the others are copied.
    const created = await client().post("/api/v1/content", {
      from: "url",
      page,
      images: [...pictures, `${shop().origin}/images/missing.jpg`],
      aspectRatio: "9:16",
      templateId: "bold",
    });
    expect(created.status).toBe(201);
    const document = created.body.data.document;
    const layouts = Object.fromEntries(STARTER_LAYOUTS.map((layout) => [layout.id, layout]));
    const sources = mediaSources(document, layouts).images;
    // The two photos and the logo, and a shipped illustration on each card the page had no picture for.
    const illustrations = document.scenes.flatMap((scene: { slots: Record<string, { src?: string }> }) =>
      scene.slots.picture?.src ? [scene.slots.picture.src] : [],
    );
    expect(illustrations.length).toBeGreaterThanOrEqual(1);
    expect(sources).toHaveLength(3 + illustrations.length);
    for (const src of sources) expect(src).toMatch(/^asset:[0-9a-f-]{36}$/);
    const photos = document.scenes.flatMap((scene: { slots: Record<string, { src?: string }> }) =>
      scene.slots.image?.src ? [scene.slots.image.src] : [],
    );
    expect(photos).toHaveLength(2);
    expect(photos).not.toContain(document.brandKit.logo);
    expect(JSON.stringify(document.scenes)).not.toMatch(/cookie|newsletter|privacy/i);

    // The page's near-black on the dark Bold template is lightened until the kicker and the price read.
    const bold = STARTER_TEMPLATES.find((template) => template.id === "bold")!;
    const accent: string = document.brandKit.colors.accent;
    expect(accent).not.toBe("#1a1d26");
    const palette = { ...bold.palette, accent };
    expect(contrastIn(palette, { text: "$accent", ground: "$background" })).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastIn(palette, { text: bold.textStyles.price!.color, ground: "$accent" })).toBeGreaterThanOrEqual(AA_CONTRAST);

    const logos = await client().get("/api/v1/assets?logo=true");
    expect(logos.body.data.map((asset: { id: string }) => `asset:${asset.id}`)).toContain(document.brandKit.logo);
    const library = await client().get("/api/v1/assets?limit=100");
    expect(library.body.data.map((asset: { name: string }) => asset.name).sort()).toEqual(
      expect.arrayContaining([
        "A bag of Midnight Espresso Blend.jpg",
        "An espresso shot with thick crema.jpg",
        "Night Owl Coffee logo.jpg",
      ]),
    );
  });

  it("sends a page's pictures for the form's thumbnails, as the bytes show them, and nothing else", async () => {
    const thumbnail = (url: string) => `/api/v1/url-import/image?url=${encodeURIComponent(url)}`;
    const photo = await fetch(new URL(thumbnail(`${shop().origin}/images/midnight-bag.jpg`), server().url), {
      headers: client().cookieHeader(),
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, max-age=600");
    expect([...new Uint8Array(await photo.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    for (const notAPicture of ["/products/midnight-espresso", "/images/badge.svg", "/favicon.ico"])
      expect((await client().get(thumbnail(`${shop().origin}${notAPicture}`))).body.error.code, notAPicture).toBe("not_an_image");
    expect((await client().get(thumbnail(`${shop().origin}/images/missing.jpg`))).body.error.code).toBe("fetch_failed");
    expect((await client().get(thumbnail("javascript:alert(1)"))).status).toBe(400);
    expect((await new TestClient(server().url).get(thumbnail(`${shop().origin}/images/midnight-bag.jpg`))).status).toBe(401);
  });

  it("renders a page's video without asking the shop for anything: its pictures are the library's", async () => {
    const page = (await client().post("/api/v1/url-import", { url: `${shop().origin}/products/midnight-espresso` })).body.data;
    const created = await client().post("/api/v1/content", { from: "url", page, images: [page.images[0].url], aspectRatio: "1:1" });
    expect(created.status).toBe(201);
    // The copies are processed (checked, thumbnailed) in the background, as uploads are.
    await waitFor(
      "the copies to be processed",
      async () => (await client().get("/api/v1/assets?limit=100")).body.data as { status: string }[],
      (assets) => assets.every((asset) => asset.status === "ready"),
    );
    const connections = shop().connections();
    const queued = await client().post(`/api/v1/content/${created.body.data.id}/renders`, { scale: 0.1 });
    expect(queued.status).toBe(202);
    const finished = await renderFinished(client(), queued.body.data.id, 120_000);
    expect(finished, JSON.stringify(finished)).toMatchObject({ status: "done" });
    expect(shop().connections()).toBe(connections);
  }, 150_000);

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
