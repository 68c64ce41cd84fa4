import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakePexels } from "@framewise/test-support/fake-pexels";
import { startFakeUnsplash, type FakeStockItem, type FakeStockService } from "@framewise/test-support/fake-unsplash";
import { sceneDuration, type Scene } from "@framewise/scene";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegFixture, h264, testPicture } from "../src/workspace/assets/inspect/test-fixtures.ts";
import { jpeg } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

/** Photos and clips about coffee, several of each, so a video of coffee scenes must not repeat one. */
const items: FakeStockItem[] = [
  ...[101, 102, 103, 104, 105, 106].map((id): FakeStockItem => ({
    id,
    kind: "image",
    words: ["coffee", `shot${id}`],
    author: `Photographer ${id}`,
    width: 1200,
    height: 1600,
  })),
  // The service says how long each clip is: 201 is shorter than any planned scene, 202 and 203 longer.
  ...[201, 202, 203, 204].map((id): FakeStockItem => ({
    id,
    kind: "video",
    words: ["coffee", `clip${id}`],
    author: `Filmmaker ${id}`,
    width: 1920,
    height: 1080,
    duration: { 201: 1, 202: 40, 203: 30, 204: 2 }[id],
  })),
  { id: 301, kind: "image", words: ["mountain"], author: "Ana Silva", width: 1200, height: 1600 },
];

interface PlannedScene {
  id: string;
  layoutId: string;
  duration: unknown;
  slots: Record<string, { src?: string; text?: string }>;
}

/** Stock goes into the media layouts' slots; a scene left as a card gets a shipped illustration in its picture slot instead. */
const stockMediaIn = (scenes: PlannedScene[]) =>
  scenes.flatMap((scene) => Object.entries(scene.slots).flatMap(([name, slot]) => (slot.src && name !== "picture" ? [slot.src] : [])));

const settled = async (client: TestClient, id: string) =>
  (
    await waitFor(
      `asset ${id} to be processed`,
      () => client.get(`/api/v1/assets/${id}`),
      ({ body }) => body.data.status !== "processing",
    )
  ).body.data;

describe("stock media over HTTP", () => {
  let folder: string;
  let pexels: FakeStockService;
  let unsplash: FakeStockService;
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "framewise-stock-"));
    const files = {
      image: await jpeg(1200, 1600),
      video: await readFile(await ffmpegFixture(folder, "clip.mp4", [...testPicture(2, "640x360"), ...h264])),
    };
    pexels = await startFakePexels({ items, files, apiKey: "pexels-test-key" });
    unsplash = await startFakeUnsplash({ items, files, accessKey: "unsplash-test-key" });
    server = await startTestServer("pglite", {
      TEST_ALLOW_LOOPBACK_FETCH: "true",
      PEXELS_API_KEY: "pexels-test-key",
      PEXELS_API_URL: pexels.url,
      UNSPLASH_ACCESS_KEY: "unsplash-test-key",
      UNSPLASH_API_URL: unsplash.url,
      UNSPLASH_APP_NAME: "framewise_test",
      SPEECH_PROVIDER: "none",
    });
    client = new TestClient(server.url);
    await client.signUp("stock@example.com");
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await pexels?.close();
    await unsplash?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("lists the configured services and searches one, answering repeated searches from the cache", async () => {
    const services = await client.get("/api/v1/stock/services");
    expect(services.body.data).toEqual([
      { source: "pexels", name: "Pexels", kinds: ["image", "video"] },
      { source: "unsplash", name: "Unsplash", kinds: ["image"] },
    ]);
    const search = () => client.get("/api/v1/stock/search?source=pexels&kind=image&q=mountain&per_page=10");
    const found = await search();
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      next_page: null,
      data: [
        {
          source: "pexels",
          kind: "image",
          id: "301",
          attribution: { source: "pexels", author: "Ana Silva", source_url: "https://www.pexels.com/photo/mountain-301/" },
        },
      ],
    });
    expect(found.body.data[0].thumbnail_url).toContain(`${pexels.url}/files/image/301.jpg`);
    const asked = pexels.requests.length;
    expect((await search()).body).toEqual(found.body);
    expect(pexels.requests).toHaveLength(asked);
  });

  it("refuses bad searches and imports with 400, an unknown item with 404, and signed-out callers with 401", async () => {
    const noWords = await client.get("/api/v1/stock/search?source=pexels&q=%20");
    expect(noWords).toMatchObject({ status: 400, body: { error: { code: "invalid_request", fields: { q: "Type what to search for." } } } });
    expect((await client.get("/api/v1/stock/search?source=pexels&q=tea&per_page=500")).body.error.fields).toHaveProperty("per_page");
    expect((await client.get("/api/v1/stock/search?source=flickr&q=tea")).body.error.fields).toHaveProperty("source");
    const noVideos = await client.get("/api/v1/stock/search?source=unsplash&kind=video&q=tea");
    expect(noVideos).toMatchObject({ status: 400, body: { error: { fields: { kind: "Unsplash offers image only." } } } });
    const notSetUp = await client.get("/api/v1/stock/search?source=pixabay&q=tea");
    expect(notSetUp).toMatchObject({
      status: 400,
      body: { error: { code: "stock_not_configured", fields: { source: "Use one of: pexels, unsplash." } } },
    });
    const badId = await client.post("/api/v1/stock/import", { source: "pexels", kind: "image", id: "../../etc" });
    expect(badId.body.error.fields).toHaveProperty("id");
    const extra = await client.post("/api/v1/stock/import", { source: "pexels", kind: "image", id: "301", url: "http://127.0.0.1/" });
    expect(extra.status).toBe(400);
    expect(await client.post("/api/v1/stock/import", { source: "pexels", kind: "image", id: "999" })).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });

    const stranger = new TestClient(server.url);
    expect((await stranger.get("/api/v1/stock/services")).status).toBe(401);
    expect((await stranger.get("/api/v1/stock/search?source=pexels&q=coffee")).status).toBe(401);
    expect((await stranger.post("/api/v1/stock/import", { source: "pexels", kind: "image", id: "301" })).status).toBe(401);
  });

  it("copies a chosen photo into the library with its credit, processed like an upload, and tells Unsplash it was used", async () => {
    const imported = await client.post("/api/v1/stock/import", { source: "unsplash", kind: "image", id: "301" });
    expect(imported.status).toBe(201);
    expect(imported.body.data).toMatchObject({
      kind: "image",
      mime_type: "image/jpeg",
      name: "Mountain.jpg",
      attribution: {
        source: "unsplash",
        author: "Ana Silva",
        author_url: "https://unsplash.com/@anasilva?utm_source=framewise_test&utm_medium=referral",
        source_url: "https://unsplash.com/photos/mountain-301?utm_source=framewise_test&utm_medium=referral",
      },
    });
    const asset = await settled(client, imported.body.data.id);
    expect(asset).toMatchObject({ status: "ready", width: 1200, height: 1600 });
    expect(asset.thumbnail_urls).not.toBeNull();
    expect(unsplash.requests.map((request) => request.path)).toEqual(["/photos/301", "/photos/301/download"]);
    expect(unsplash.downloads).toEqual(["/files/image/301.jpg"]);
  });

  it("says a service that rate-limits us is busy (429), without a 500", async () => {
    unsplash.overLimit = true;
    try {
      const limited = await client.get("/api/v1/stock/search?source=unsplash&q=limited");
      expect(limited).toMatchObject({ status: 429, body: { error: { code: "stock_rate_limited" } } });
      expect(limited.body.error.message).toContain("Unsplash");
    } finally {
      unsplash.overLimit = false;
    }
  });

  const prompt =
    "Fresh coffee from the roastery down the street. Every bag of coffee is roasted by hand each morning. The coffee beans come from small farms. Our coffee shop opens at seven. Visit us at ember.example.";
  const mediaOf = stockMediaIn;

  it("plans a video whose scenes get footage and photos from their words, never the same one twice, copied into the library", async () => {
    const asked = pexels.requests.length;
    const created = await client.post("/api/v1/content", { from: "prompt", prompt, aspectRatio: "9:16" });
    expect(created.status).toBe(201);
    const scenes: PlannedScene[] = created.body.data.document.scenes;
    const media = mediaOf(scenes);
    expect(media.length).toBeGreaterThanOrEqual(3);
    expect(new Set(media).size).toBe(media.length);
    expect(scenes.some((scene) => scene.layoutId === "captions-video")).toBe(true);
    expect(scenes.some((scene) => scene.layoutId === "headline-image")).toBe(true);

    const assets = await Promise.all(media.map((src) => settled(client, src.slice("asset:".length))));
    expect(assets.every((asset) => asset.status === "ready" && asset.attribution?.source === "pexels")).toBe(true);
    const credited = assets.map((asset) => asset.attribution.source_url);
    expect(new Set(credited).size).toBe(credited.length);
    // Each search named the video's subject; clips were searched for portrait frames.
    const searches = pexels.requests.slice(asked).filter((request) => request.path.endsWith("/search"));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((request) => request.query.get("query")!.split(" ").includes("coffee"))).toBe(true);
    expect(searches.every((request) => request.query.get("orientation") === "portrait")).toBe(true);

    // A clip scene lasts as long as its clip, up to its planned length and 8 s; a clip that fills the plan is chosen first.
    const clipScenes = scenes.filter((scene) => scene.layoutId === "captions-video");
    for (const scene of clipScenes) {
      expect(scene.duration).toMatchObject({ follow: "clip", padding: 0, min: 2 });
      const { max } = scene.duration as { max: number };
      expect(max).toBeGreaterThanOrEqual(2);
      expect(max).toBeLessThanOrEqual(8);
      const clip = assets[media.indexOf(scene.slots.video!.src!)]!;
      expect(sceneDuration(scene as Scene, { clip: { [scene.id]: clip.duration_seconds } })).toBeCloseTo(Math.min(max, 2), 1);
      expect(sceneDuration(scene as Scene, { clip: { [scene.id]: 40 } }), "a 40 s clip is cut").toBe(max);
    }
    const clipsUsed = clipScenes.map(
      (scene) => /-(\d+)\/$/.exec(assets[media.indexOf(scene.slots.video!.src!)]!.attribution.source_url)![1],
    );
    expect(clipsUsed.slice(0, 2)).toEqual(["202", "203"]);
  }, 60_000);

  it("plans a second video from the same words with the copies the person already has", async () => {
    const first = await client.post("/api/v1/content", { from: "prompt", prompt, aspectRatio: "9:16" });
    const assetsBefore = (await client.get("/api/v1/assets?limit=100")).body.data.length;
    const downloads = pexels.downloads.length;
    const second = await client.post("/api/v1/content", { from: "prompt", prompt, aspectRatio: "9:16" });
    expect(second.status).toBe(201);
    expect(mediaOf(second.body.data.document.scenes)).toEqual(mediaOf(first.body.data.document.scenes));
    expect((await client.get("/api/v1/assets?limit=100")).body.data).toHaveLength(assetsBefore);
    expect(pexels.downloads).toHaveLength(downloads);
  }, 60_000);
});

describe("stock media without a service configured", () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite", { SPEECH_PROVIDER: "none" });
    client = new TestClient(server.url);
    await client.signUp("no-stock@example.com");
  });
  afterAll(() => server?.destroy());

  it("lists no service, refuses searches plainly, and plans text-only videos as before", async () => {
    expect((await client.get("/api/v1/stock/services")).body).toEqual({ data: [] });
    const search = await client.get("/api/v1/stock/search?source=pexels&q=coffee");
    expect(search).toMatchObject({
      status: 400,
      body: { error: { code: "stock_not_configured", fields: { source: "No stock service is configured." } } },
    });
    const created = await client.post("/api/v1/content", { from: "prompt", prompt: "Fresh coffee every morning. Visit us today." });
    expect(stockMediaIn(created.body.data.document.scenes)).toEqual([]);
  });
});

describe("each person's stock search limit", () => {
  let pexels: FakeStockService;
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    pexels = await startFakePexels({ items, files: { image: await jpeg(1200, 1600), video: new Uint8Array() }, apiKey: "pexels-test-key" });
    server = await startTestServer("pglite", {
      TEST_ALLOW_LOOPBACK_FETCH: "true",
      PEXELS_API_KEY: "pexels-test-key",
      PEXELS_API_URL: pexels.url,
      STOCK_SEARCH_LIMIT: "3",
      STOCK_SEARCH_WINDOW_SECONDS: "600",
      SPEECH_PROVIDER: "none",
    });
    client = new TestClient(server.url);
    await client.signUp("limited@example.com");
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await pexels?.close();
  });

  const search = (q: string, page = 1, as = client) =>
    as.get(`/api/v1/stock/search?source=pexels&kind=image&q=${q}&per_page=3&page=${page}`);

  it("answers 429 rate_limited with Retry-After past the limit; pages seen again and other people are not counted", async () => {
    expect((await search("coffee", 1)).body.next_page).toBe(2);
    expect((await search("coffee", 2)).status).toBe(200);
    expect((await search("mountain")).status).toBe(200);
    const asked = pexels.requests.length;
    // Paging back is answered from the server's cache: no search spent, none refused.
    expect((await search("coffee", 1)).status).toBe(200);
    expect((await search("coffee", 2)).status).toBe(200);
    expect(pexels.requests).toHaveLength(asked);

    const refused = await search("tea");
    expect(refused).toMatchObject({ status: 429, body: { error: { code: "rate_limited" } } });
    expect(refused.body.error.message).toBe("Stock searches are limited to 3 every 10 minutes for each person. Try again in 10 minutes.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(pexels.requests).toHaveLength(asked);

    const other = new TestClient(server.url);
    await other.signUp("not-limited@example.com");
    expect((await search("tea", 1, other)).status).toBe(200);
  });

  it("still plans a video once the person's searches are spent, with its scenes as planned", async () => {
    const asked = pexels.requests.length;
    const created = await client.post("/api/v1/content", { from: "prompt", prompt: "Fresh coffee every morning. Visit us today." });
    expect(created.status).toBe(201);
    expect(stockMediaIn(created.body.data.document.scenes)).toEqual([]);
    expect(pexels.requests).toHaveLength(asked);
  });
});
