import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVibe } from "../src/platform/db/schema.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { bytesOf, generate, generated, generationEnded, isJpeg, isPng, isWebp } from "./helpers/image-gen.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { openUserEvents } from "./helpers/user-events.ts";
import { waitFor } from "./helpers/wait-for.ts";

const API = "/api/v1/image-gen";

describe.each(databaseKinds)("the image studio over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let strangerId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    await owner.signUp(`image-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    strangerId = (await stranger.signUp(`image-stranger-${kind}@example.com`)).id;
  });
  afterAll(() => server?.destroy());

  const zipOf = async (client: TestClient, ids: string[]) => {
    const response = await fetch(new URL(`${API}/images/download`, server.url), {
      method: "POST",
      headers: { ...client.cookieHeader(), origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it("offers the configured providers and the caller's quota", async () => {
    const { status, body } = await owner.get(`${API}/providers`);
    expect(status).toBe(200);
    expect(body.data.providers.length).toBeGreaterThan(0);
    expect(body.data.default_provider).toBe(body.data.providers[0].id);
    expect(body.data.quota).toMatchObject({ limit: 500, used: 0, left: 500 });
    expect(new Date(body.data.quota.resets_at).getUTCDate()).toBe(1);
  });

  it("generates: live events to success, the images stored with three WebP thumbnails, seed and size kept", async () => {
    const events = await openUserEvents(owner);
    try {
      const queued = await generate(owner, { prompt: "A lighthouse at dawn", aspect_ratio: "16:9", count: 2 });
      expect(queued).toMatchObject({ status: "queued", count: 2, images: [] });
      // About a megapixel, sides multiples of 64; a seed picked and shown.
      expect(queued.recipe).toMatchObject({
        kind: "generate",
        prompt: "A lighthouse at dawn",
        width: 1344,
        height: 768,
        parent_image_id: null,
      });
      expect(Number.isInteger(queued.recipe.seed)).toBe(true);
      const mine = (event: any) => event.type === "image-gen" && event.id === queued.id;
      const seen = await events.until("the generation to succeed", (all) => all.some((e) => mine(e) && e.status === "succeeded"));
      const last = seen.filter(mine).at(-1);
      expect(last).toMatchObject({ status: "succeeded", progress: 1, error: null });
      expect(last.image_ids).toHaveLength(2);
      expect(seen.filter(mine).some((event) => event.status === "running")).toBe(true);

      const done = (await owner.get(`${API}/generations/${queued.id}`)).body.data;
      expect(done).toMatchObject({ status: "succeeded", error: null });
      expect(done.finished_at).not.toBeNull();
      expect(done.images.map((image: any) => image.id)).toEqual(last.image_ids);
      const [first] = done.images;
      expect(first).toMatchObject({ width: 1344, height: 768, mine: true, public: false, favourite: false });
      expect(first.recipe.seed).toBe(queued.recipe.seed);
      const file = await bytesOf(owner, first.url);
      expect(file.status).toBe(200);
      expect((await sharp(file.bytes).metadata()).width).toBe(1344);
      for (const [size, longest] of [
        ["small", 160],
        ["medium", 480],
        ["large", 1280],
      ] as const) {
        const thumbnail = await bytesOf(owner, first.thumbnails[size]);
        expect(thumbnail.headers.get("content-type")).toBe("image/webp");
        expect(isWebp(thumbnail.bytes)).toBe(true);
        expect((await sharp(thumbnail.bytes).metadata()).width).toBe(longest);
      }
      // A fixed seed is used as given.
      const fixed = await generated(owner, { prompt: "A lighthouse at dawn", seed: 1234 });
      expect(fixed.recipe.seed).toBe(1234);
      expect(fixed.images[0].recipe.seed).toBe(1234);
      // The offline preview is free: its generations count against no quota (image-gen-quota.test.ts counts a provider's).
      expect((await owner.get(`${API}/providers`)).body.data.quota).toMatchObject({ used: 0, left: 500 });
    } finally {
      events.close();
    }
  });

  it("refuses bad input in the one error shape, and ids that are not the caller's as missing", async () => {
    const post = (body: Record<string, unknown>) =>
      owner.post(`${API}/generations`, { prompt: "A cat", aspect_ratio: "1:1", count: 1, ...body });
    const invalid = async (body: Record<string, unknown>, field: string) => {
      const { status, body: answer } = await post(body);
      expect(status, field).toBe(400);
      expect(answer.error.code).toBe("invalid_request");
      expect(Object.keys(answer.error.fields)).toContain(field);
    };
    await invalid({ prompt: "x".repeat(2001) }, "prompt");
    await invalid({ prompt: "   " }, "prompt");
    await invalid({ negative_prompt: "x".repeat(1001) }, "negative_prompt");
    await invalid({ count: 5 }, "count");
    await invalid({ count: 0 }, "count");
    await invalid({ aspect_ratio: "7:5" }, "aspect_ratio");
    await invalid({ seed: -1 }, "seed");
    await invalid({ vibe_id: "not-an-id" }, "vibe_id");
    await invalid({ provider: "nobody" }, "provider");
    await invalid({ surprise: true }, "body");

    const strangersBoard = (await stranger.post(`${API}/boards`, { name: "Theirs" })).body.data.id;
    const strangersAsset = (await stranger.upload("Theirs.png", await png(), "image/png")).body.data.id;
    for (const body of [
      { vibe_id: crypto.randomUUID() },
      { board_id: strangersBoard },
      { reference_asset_ids: [strangersAsset] },
      { remix_of_image_id: crypto.randomUUID() },
    ]) {
      const { status, body: answer } = await post(body);
      expect(status, JSON.stringify(body)).toBe(404);
      expect(answer.error.code).toBe("not_found");
    }
  });

  it("uses a vibe the caller may use, and reference images from their library", async () => {
    const { db } = server.database;
    const starter = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    await db.insert(imageVibe).values([
      {
        id: starter,
        origin: "starter",
        name: "Watercolour",
        promptFragment: "soft watercolour",
        negativeFragment: "harsh lines",
        published: true,
      },
      { id: theirs, userId: strangerId, origin: "user", name: "Theirs", promptFragment: "secret style" },
    ]);
    const reference = (await owner.upload("Palette.png", await png(64, 64, "#16a34a"), "image/png")).body.data.id;
    const done = await generated(owner, { prompt: "A harbour", vibe_id: starter, reference_asset_ids: [reference] });
    expect(done.recipe).toMatchObject({
      prompt: "A harbour",
      vibe_id: starter,
      vibe_name: "Watercolour",
      reference_asset_ids: [reference],
    });
    expect(done.images[0].recipe.vibe_name).toBe("Watercolour");
    expect((await owner.get(`${API}/images?vibe_id=${starter}`)).body.data.map((image: any) => image.id)).toEqual([done.images[0].id]);
    // Another person's own vibe is theirs alone.
    const refused = await owner.post(`${API}/generations`, { prompt: "A harbour", aspect_ratio: "1:1", count: 1, vibe_id: theirs });
    expect(refused.status).toBe(404);
  });

  it("keeps another user's images and generations private, and lets anyone signed in see a public one", async () => {
    const done = await generated(owner, { prompt: "A private garden" });
    const image = done.images[0];
    for (const path of [`${API}/images/${image.id}`, image.url, image.thumbnails.small, `${API}/generations/${done.id}`]) {
      const { status, body } = await stranger.get(path);
      expect(status, path).toBe(404);
      expect(body.error.code).toBe("not_found");
    }
    expect((await stranger.request("PATCH", `${API}/images/${image.id}`, { json: { public: true } })).status).toBe(404);
    expect((await stranger.post(`${API}/images/${image.id}/variations`, {})).status).toBe(404);

    const published = await owner.request("PATCH", `${API}/images/${image.id}`, { json: { public: true, favourite: true } });
    expect(published.body.data).toMatchObject({ public: true, favourite: true });
    const seen = await stranger.get(`${API}/images/${image.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: image.id, mine: false, public: true, asset_id: null });
    expect((await bytesOf(stranger, image.url)).status).toBe(200);
    expect((await bytesOf(stranger, image.thumbnails.medium)).status).toBe(200);
    // Readable is not writable: changing or deleting it is still the maker's alone.
    for (const [method, path, json] of [
      ["PATCH", `${API}/images/${image.id}`, { public: false }],
      ["DELETE", `${API}/images/${image.id}`, undefined],
      ["POST", `${API}/images/${image.id}/save-to-library`, undefined],
    ] as const) {
      const { status } = await stranger.request(method, path, { json });
      expect(status, `${method} ${path}`).toBe(404);
    }
    expect((await stranger.get(`${API}/generations/${done.id}`)).status).toBe(404);
    // A public image can be remixed and varied by others: theirs to keep, counted on the original.
    const remix = await generated(stranger, { prompt: "My take on the garden", remix_of_image_id: image.id });
    expect(remix.recipe.parent_image_id).toBe(image.id);
    const variation = await stranger.post(`${API}/images/${image.id}/variations`, { count: 1 });
    expect(variation.status).toBe(202);
    expect((await owner.get(`${API}/generations/${variation.body.data.id}`)).status).toBe(404);
    expect((await owner.get(`${API}/images/${image.id}`)).body.data).toMatchObject({ public: true, favourite: true, remixes: 1 });
  });

  it("lists with filters, full-text search of the prompts, and a cursor through every page", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`image-lister-${kind}@example.com`);
    const board = (await client.post(`${API}/boards`, { name: "Foxes" })).body.data;
    const foxes = await generated(client, { prompt: "A red fox running in the snow", count: 2, aspect_ratio: "16:9", board_id: board.id });
    const whale = await generated(client, { prompt: "A blue whale under the ocean", aspect_ratio: "1:1" });
    await client.request("PATCH", `${API}/images/${whale.images[0].id}`, { json: { favourite: true } });
    const ids = async (query: string) => (await client.get(`${API}/images?${query}`)).body.data.map((image: any) => image.id).sort();
    const foxIds = foxes.images.map((image: any) => image.id).sort();
    expect(foxes.images.every((image: any) => image.board_id === board.id)).toBe(true);
    expect(await ids("q=fox")).toEqual(foxIds);
    expect(await ids("q=snow%20fox")).toEqual(foxIds);
    expect(await ids("q=fox%20ocean")).toEqual([]);
    expect(await ids("q=ocean")).toEqual([whale.images[0].id]);
    expect(await ids("q=giraffe")).toEqual([]);
    expect(await ids("aspect_ratio=16:9")).toEqual(foxIds);
    expect(await ids("favourite=true")).toEqual([whale.images[0].id]);
    expect(await ids(`board_id=${board.id}`)).toEqual(foxIds);
    expect(await ids("public=true")).toEqual([]);
    expect(await ids(`provider=${whale.recipe.provider}`)).toHaveLength(3);
    expect(await ids("from=2000-01-01&to=2000-12-31")).toEqual([]);
    // The stranger's own list has none of these.
    expect((await stranger.get(`${API}/images?q=fox`)).body.data).toEqual([]);

    const newest = (await client.get(`${API}/images`)).body.data.map((image: any) => image.id);
    expect(newest[0]).toBe(whale.images[0].id);
    const oldest = (await client.get(`${API}/images?sort=oldest`)).body.data.map((image: any) => image.id);
    expect(oldest).toEqual([...newest].reverse());
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: any = (await client.get(`${API}/images?limit=1${cursor ? `&cursor=${cursor}` : ""}`)).body;
      paged.push(...answer.data.map((image: any) => image.id));
      cursor = answer.next_cursor;
    } while (cursor);
    expect(paged).toEqual(newest);
    const badCursor = await client.get(`${API}/images?cursor=nonsense`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.fields.cursor).toBeDefined();

    const boards = (await client.get(`${API}/boards`)).body.data;
    expect(boards).toEqual([
      expect.objectContaining({ id: board.id, name: "Foxes", images: 2, cover: expect.stringContaining("/thumbnails/medium") }),
    ]);
  });

  it("makes variations, upscales and remixes, and shows the lineage both ways", async () => {
    const source = (await generated(owner, { prompt: "A paper boat on a pond", aspect_ratio: "1:1" })).images[0];
    const started = async (path: string, body: unknown) => {
      const response = await owner.post(path, body);
      expect(response.status, JSON.stringify(response.body)).toBe(202);
      const done = await generationEnded(owner, response.body.data.id);
      expect(done.status, done.error).toBe("succeeded");
      return done;
    };
    const variations = await started(`${API}/images/${source.id}/variations`, { count: 2 });
    expect(variations.recipe).toMatchObject({ kind: "variation", parent_image_id: source.id, prompt: "A paper boat on a pond" });
    expect(variations.recipe.seed).not.toBe(source.recipe.seed);
    expect(variations.images).toHaveLength(2);
    const variation = variations.images[0];

    const upscaled = await started(`${API}/images/${variation.id}/upscale`, { factor: 2 });
    expect(upscaled.recipe).toMatchObject({ kind: "upscale", parent_image_id: variation.id, width: 2048, height: 2048 });
    expect(upscaled.images[0]).toMatchObject({ width: 2048, height: 2048 });
    const provider = (await owner.get(`${API}/providers`)).body.data.providers.find((p: any) => p.id === upscaled.recipe.provider);
    // The offline generator has no upscaler of its own: a high-quality resample, which says so.
    expect(provider.native_upscale).toEqual([]);
    expect(upscaled.step).toMatch(/^Resampled 2× \(high-quality Lanczos resample, not AI upscaling\)$/);
    expect((await owner.post(`${API}/images/${variation.id}/upscale`, { factor: 3 })).status).toBe(400);

    const remix = await generated(owner, { prompt: "A paper boat at sea", remix_of_image_id: source.id });
    expect(remix.recipe).toMatchObject({ kind: "generate", parent_image_id: source.id });

    const detail = (await owner.get(`${API}/images/${source.id}`)).body.data;
    expect(detail.remixes).toBe(1);
    expect(detail.ancestors).toEqual([]);
    expect(detail.children.map((link: any) => link.id).sort()).toEqual(
      [...variations.images.map((image: any) => image.id), remix.images[0].id].sort(),
    );
    const leaf = (await owner.get(`${API}/images/${upscaled.images[0].id}`)).body.data;
    expect(leaf.ancestors).toEqual([
      { id: source.id, kind: "generate", thumbnail: source.thumbnails.small },
      { id: variation.id, kind: "variation", thumbnail: variation.thumbnails.small },
    ]);
    expect(leaf.children).toEqual([]);
  });

  it("downloads an image as PNG, WebP and JPEG, and several as one zip", async () => {
    const done = await generated(owner, { prompt: "Three formats please", count: 2 });
    const [image, other] = done.images;
    for (const [format, check] of [
      ["png", isPng],
      ["webp", isWebp],
      ["jpeg", isJpeg],
    ] as const) {
      const file = await bytesOf(owner, `${image.url}?format=${format}&download=true`);
      expect(file.status, format).toBe(200);
      expect(file.headers.get("content-type")).toBe(`image/${format}`);
      expect(check(file.bytes), format).toBe(true);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="three-formats-please-[0-9a-f]{4}\.(png|webp|jpg)"/);
    }
    expect((await owner.get(`${image.url}?format=gif`)).status).toBe(400);

    const zip = await zipOf(owner, [image.id, other.id, crypto.randomUUID()]);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(zip.bytes);
    const names = Object.keys(files);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^three-formats-please-[0-9a-f]{4}\.(png|jpg|webp)$/);
    const original = (await bytesOf(owner, image.url)).bytes;
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).equals(original))).toBe(true);
    // A stranger's zip of these ids is empty.
    expect(Object.keys(unzipSync((await zipOf(stranger, [image.id])).bytes))).toEqual([]);
  });

  it("organises boards: create, unique names, rename, move in bulk, delete keeping the images", async () => {
    const board = await owner.post(`${API}/boards`, { name: "Boats" });
    expect(board.status).toBe(201);
    expect(board.body.data).toMatchObject({ name: "Boats", images: 0, cover: null });
    expect((await owner.post(`${API}/boards`, { name: "Boats" })).status).toBe(409);
    expect((await owner.post(`${API}/boards`, { name: "x".repeat(61) })).status).toBe(400);
    const id = board.body.data.id;
    const done = await generated(owner, { prompt: "Boats in a row", count: 2 });
    const ids = done.images.map((image: any) => image.id);
    const moved = await owner.post(`${API}/images/bulk`, { action: "move", ids: [...ids, crypto.randomUUID()], board_id: id });
    expect(moved.body.data).toEqual({ count: 2 });
    expect((await owner.request("PATCH", `${API}/boards/${id}`, { json: { name: "Ships" } })).body.data).toMatchObject({
      name: "Ships",
      images: 2,
    });
    expect((await stranger.post(`${API}/images/bulk`, { action: "move", ids, board_id: null })).body.data).toEqual({ count: 0 });
    const strangersBoard = (await stranger.post(`${API}/boards`, { name: "Not yours" })).body.data.id;
    expect((await owner.post(`${API}/images/bulk`, { action: "move", ids, board_id: strangersBoard })).status).toBe(404);
    expect((await owner.request("DELETE", `${API}/boards/${id}`)).status).toBe(204);
    expect((await owner.get(`${API}/images/${ids[0]}`)).body.data.board_id).toBeNull();
  });

  it("saves an image to the asset library once, and deletes images with their files", async () => {
    const done = await generated(owner, { prompt: "Keep this one", count: 3 });
    const [kept, single, ...rest] = done.images;
    const saved = await owner.post(`${API}/images/${kept.id}/save-to-library`);
    expect(saved.status).toBe(200);
    const asset = (
      await waitFor(
        "the saved copy to be processed",
        () => owner.get(`/api/v1/assets/${saved.body.data.asset_id}`),
        ({ body }) => body.data.status !== "processing",
      )
    ).body.data;
    expect(asset).toMatchObject({ kind: "image", status: "ready", width: kept.width, height: kept.height });
    expect((await owner.post(`${API}/images/${kept.id}/save-to-library`)).body.data.asset_id).toBe(asset.id);
    expect((await owner.get(`${API}/images/${kept.id}`)).body.data.asset_id).toBe(asset.id);

    expect((await owner.request("DELETE", `${API}/images/${single.id}`)).status).toBe(204);
    expect((await owner.get(`${API}/images/${single.id}`)).status).toBe(404);
    expect((await bytesOf(owner, single.url)).status).toBe(404);
    const bulk = await owner.post(`${API}/images/bulk`, { action: "delete", ids: rest.map((image: any) => image.id) });
    expect(bulk.body.data).toEqual({ count: rest.length });
    expect((await owner.post(`${API}/images/bulk`, { action: "delete", ids: [] })).status).toBe(400);
  });
});
