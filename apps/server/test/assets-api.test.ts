import { request as httpRequest } from "node:http";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { jpeg, png, pngDeclaring, SVG_WITH_SCRIPT } from "./helpers/asset-files.ts";
import { startTestS3, type TestS3 } from "./helpers/s3-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished, waitFor } from "./helpers/wait-for.ts";

/** The asset once it has left "processing" (nothing announces that to a test, so it is asked). */
const settled = async (client: TestClient, id: string) =>
  (
    await waitFor(
      `asset ${id} to be processed`,
      () => client.get(`/api/v1/assets/${id}`),
      ({ body }) => body.data.status !== "processing",
    )
  ).body.data;

/** Every file under a folder, recursively (empty when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(databaseKinds)("the asset library over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { UPLOAD_MAX_IMAGE_MB: "5", UPLOAD_MAX_VIDEO_MB: "1024", IMAGE_MAX_MEGAPIXELS: "50" });
    owner = new TestClient(server.url);
    await owner.signUp(`assets-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`assets-stranger-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  const raw = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
    fetch(new URL(url, server.url), { headers: { ...client.cookieHeader(), ...headers } });

  it("uploads an image, processes it into WebP thumbnails, and serves the original with ranges", async () => {
    const original = await png(800, 600);
    const uploaded = await owner.upload("Beach day.png", original, "image/png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({
      name: "Beach day.png",
      kind: "image",
      mime_type: "image/png",
      size_bytes: original.length,
      status: "processing",
    });
    const asset = await settled(owner, uploaded.body.data.id);
    expect(asset).toMatchObject({ status: "ready", width: 800, height: 600, error: null });

    const thumbnail = await raw(owner, asset.thumbnail_urls.small);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toContain("immutable");
    expect(
      Buffer.from(await thumbnail.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");

    const whole = await raw(owner, asset.file_url);
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer()).equals(original)).toBe(true);
    const part = await raw(owner, asset.file_url, { range: "bytes=10-19" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${original.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(10, 20))).toBe(true);
    expect((await raw(owner, asset.file_url, { range: `bytes=${original.length + 5}-` })).status).toBe(416);
    const download = await raw(owner, `${asset.file_url}?download`);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="Beach day.png"; filename*=UTF-8''Beach%20day.png`);
  });

  it("lists, filters, searches by name and tag, sorts and pages", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`assets-lister-${kind}@example.com`);
    const names = ["red logo.png", "blue-sky.jpg", "green 50%.png"];
    const ids: string[] = [];
    for (const [i, name] of names.entries())
      ids.push((await client.upload(name, name.endsWith(".jpg") ? await jpeg(40 + i) : await png(40 + i))).body.data.id);
    await client.request("PATCH", `/api/v1/assets/${ids[1]}`, { json: { tags: ["Summer", "summer", "travel"] } });
    await client.request("PATCH", `/api/v1/assets/${ids[0]}`, { json: { logo: true } });

    const list = async (query: string) =>
      ((await client.get(`/api/v1/assets?${query}`)).body.data as { name: string }[]).map((a) => a.name);
    expect(await list("")).toEqual(["green 50%.png", "blue-sky.jpg", "red logo.png"]);
    expect(await list("sort=oldest")).toEqual(names);
    expect(await list("sort=name")).toEqual(["blue-sky.jpg", "green 50%.png", "red logo.png"]);
    expect(await list("q=summer")).toEqual(["blue-sky.jpg"]);
    expect(await list("tag=travel")).toEqual(["blue-sky.jpg"]);
    expect(await list("q=50%25")).toEqual(["green 50%.png"]);
    expect(await list("q=%25")).toEqual(["green 50%.png"]); // a % is text, not a wildcard
    expect(await list("logo=true")).toEqual(["red logo.png"]);
    expect(await list("kind=video")).toEqual([]);
    expect(await list("kind=video,image&sort=oldest")).toEqual(names);
    expect((await client.get("/api/v1/assets?kind=image,text")).status).toBe(400);
    const first = await client.get("/api/v1/assets?limit=2");
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next_cursor).toBe("2");
    const second = await client.get(`/api/v1/assets?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((a: { name: string }) => a.name)).toEqual(["red logo.png"]);
    expect(second.body.next_cursor).toBeNull();
    expect((await client.get(`/api/v1/assets/${ids[1]}`)).body.data.tags).toEqual(["summer", "travel"]);
    expect((await client.get("/api/v1/assets?sort=sideways")).status).toBe(400);
  });

  describe("bad input", () => {
    it("a zero-byte file", async () => {
      const response = await owner.upload("empty.png", new Uint8Array(), "image/png");
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("empty_file");
    });

    it("a PNG renamed .mp4, with a message saying what it really is", async () => {
      const response = await owner.upload("holiday.mp4", await png(), "video/mp4");
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("type_mismatch");
      expect(response.body.error.message).toMatch(/PNG/);
    });

    it("a kind of file the library does not keep", async () => {
      const response = await owner.upload("notes.txt", Buffer.from("hello"), "text/plain");
      expect(response).toMatchObject({ status: 400, body: { error: { code: "unsupported_type" } } });
    });

    it("a 30000×30000 image (a decompression bomb), refused from its header", async () => {
      const response = await owner.upload("bomb.png", await pngDeclaring(30_000, 30_000), "image/png");
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("too_many_pixels");
    });

    it("a truncated JPEG fails processing and says why", async () => {
      const whole = await jpeg(400, 300);
      const uploaded = await owner.upload("cut.jpg", whole.subarray(0, Math.floor(whole.length / 2)), "image/jpeg");
      if (uploaded.status === 400) return expect(uploaded.body.error.code).toBe("damaged");
      const asset = await settled(owner, uploaded.body.data.id);
      expect(asset.status).toBe("failed");
      expect(asset.error).toMatch(/damaged|truncated|incomplete/i);
    });

    it("a file over its kind's cap, refused as it arrives", async () => {
      const response = await owner.upload("huge.png", Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]), "image/png");
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe("too_large");
    });

    it("a declared 2 GB body past every cap (1 GB at most), refused before it is sent", async () => {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(new URL("/api/v1/assets", server.url), {
          method: "POST",
          headers: {
            ...owner.cookieHeader(),
            origin: server.url,
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(2 * 1024 ** 3),
          },
        });
        request.on("response", (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        });
        request.on("error", reject);
        request.write("--x\r\n"); // a few bytes of the 2 GB, then nothing more
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe("too_large");
    });

    it("path traversal, control characters and Unicode in names: kept as names, never as paths", async () => {
      for (const [sent, kept] of [
        ["../../etc/passwd.png", "passwd.png"],
        ["..\\..\\windows\\evil.png", "evil.png"],
        ["bad\u0000na\u0007me\r\n.png", "badname.png"],
        ["東京タワー 🗼.png", "東京タワー 🗼.png"],
      ]) {
        const response = await owner.upload(sent!, await png(), "image/png");
        expect(response.status, sent).toBe(201);
        expect(response.body.data.name).toBe(kept);
      }
      const stored = await filesUnder(path.join(server.dataDir, "files"));
      expect(stored.every((file) => file.startsWith(path.join(server.dataDir, "files", "assets")))).toBe(true);
    });

    it("an SVG with a script: rasterised for thumbnails, the original only ever sent as an attachment in a sandbox", async () => {
      const uploaded = await owner.upload("badge.svg", SVG_WITH_SCRIPT, "image/svg+xml");
      expect(uploaded.status).toBe(201);
      const asset = await settled(owner, uploaded.body.data.id);
      expect(asset).toMatchObject({ status: "ready", mime_type: "image/svg+xml" });
      expect((await raw(owner, asset.thumbnail_urls.small)).headers.get("content-type")).toBe("image/webp");
      const file = await raw(owner, asset.file_url);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(file.headers.get("content-security-policy")).toContain("sandbox");
    });
  });

  it("20 concurrent uploads never overshoot the quota", async () => {
    const tight = await startTestServer(kind, { STORAGE_QUOTA_MB: "1" });
    try {
      const client = new TestClient(tight.url);
      await client.signUp(`assets-quota-${kind}@example.com`);
      // 20 images of about 100 KB each against 1 MB: exactly as many as fit are stored.
      const image = Buffer.concat([await png(8, 8), Buffer.alloc(100 * 1024 - (await png(8, 8)).length)]);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => client.upload(`n${i}.png`, image, "image/png")));
      const stored = answers.filter((a) => a.status === 201).length;
      expect(stored).toBe(Math.floor((1024 * 1024) / image.length));
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === "quota_exceeded")).toBe(true);
      expect(stored + answers.filter((a) => a.status === 409).length).toBe(20);
      expect((await client.get("/api/v1/assets/storage")).body.data).toEqual({
        used_bytes: stored * image.length,
        quota_bytes: 1024 * 1024,
      });
    } finally {
      await tight.destroy();
    }
  });

  it("a client that disconnects mid-upload leaves no partial file, row or quota behind", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`assets-quitter-${kind}@example.com`);
    const uploads = path.join(server.dataDir, "tmp");
    const request = httpRequest(new URL("/api/v1/assets", server.url), {
      method: "POST",
      headers: {
        ...client.cookieHeader(),
        origin: server.url,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(1024 * 1024),
      },
    });
    request.on("error", () => undefined);
    request.write('--x\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n');
    request.write(Buffer.alloc(200 * 1024, 7));
    await waitFor(
      "the server to start writing the upload down",
      () => filesUnder(uploads),
      (files) => files.length > 0,
    );
    request.destroy();
    await waitFor(
      "the partial upload to be removed",
      () => filesUnder(uploads),
      (files) => files.length === 0,
    );
    expect((await client.get("/api/v1/assets")).body.data).toEqual([]);
    expect((await client.get("/api/v1/assets/storage")).body.data.used_bytes).toBe(0);
  });

  it("another user's asset answers 404 on every route, and their bulk delete deletes nothing", async () => {
    const { body } = await owner.upload("private.png", await png(), "image/png");
    const asset = await settled(owner, body.data.id);
    const id = asset.id as string;
    for (const url of [
      `/api/v1/assets/${id}`,
      `/api/v1/assets/${id}/file`,
      `/api/v1/assets/${id}/thumbnail/small`,
      `/api/v1/assets/${id}/usage`,
      `/api/v1/assets/${id}/peaks`,
    ])
      expect((await stranger.get(url)).status, url).toBe(404);
    expect((await stranger.request("PATCH", `/api/v1/assets/${id}`, { json: { name: "mine now" } })).status).toBe(404);
    expect((await stranger.request("DELETE", `/api/v1/assets/${id}`)).status).toBe(404);
    expect((await stranger.post("/api/v1/assets/delete", { ids: [id] })).body.data.deleted).toEqual([]);
    expect((await stranger.get("/api/v1/assets")).body.data).toEqual([]);
    expect((await owner.get(`/api/v1/assets/${id}`)).body.data.name).toBe("private.png");
    expect((await new TestClient(server.url).get(`/api/v1/assets/${id}`)).status).toBe(401);
    expect((await owner.get("/api/v1/assets/not-a-uuid")).status).toBe(400);
  });

  it("deleting removes the row, the stored files and the quota it used", async () => {
    const client = new TestClient(server.url);
    await client.signUp(`assets-deleter-${kind}@example.com`);
    const ids: string[] = [];
    for (const name of ["a.png", "b.png", "c.png"])
      ids.push((await settled(client, (await client.upload(name, await png(), "image/png")).body.data.id)).id);
    const assetsFolder = path.join(server.dataDir, "files", "assets");
    const before = (await filesUnder(assetsFolder)).filter((file) => ids.some((id) => file.includes(id)));
    expect(before.length).toBeGreaterThanOrEqual(3 * 4); // an original and three thumbnails each
    expect((await client.request("DELETE", `/api/v1/assets/${ids[0]}`)).status).toBe(204);
    expect((await client.post("/api/v1/assets/delete", { ids: [ids[1], ids[2]] })).body.data.deleted.sort()).toEqual(
      [ids[1], ids[2]].sort(),
    );
    const after = (await filesUnder(assetsFolder)).filter((file) => ids.some((id) => file.includes(id)));
    expect(after).toEqual([]);
    expect((await client.get("/api/v1/assets")).body.data).toEqual([]);
    expect((await client.get("/api/v1/assets/storage")).body.data.used_bytes).toBe(0);
  });

  it("a render draws an uploaded asset; the asset is then listed as used and deleted only when asked twice", async () => {
    const { body } = await owner.upload("in-use.png", await png(), "image/png");
    const asset = await settled(owner, body.data.id);
    const render = await owner.post("/api/v1/renders", {
      content: {
        version: 1,
        title: "Uses an asset",
        aspectRatio: "9:16",
        templateId: "t",
        scenes: [{ id: "s", layoutId: "l", slots: { image: { src: `asset:${asset.id}` } }, duration: 1 }],
      },
      template: {
        id: "t",
        name: "T",
        palette: {
          background: "#000000",
          surface: "#111111",
          primary: "#ffffff",
          secondary: "#888888",
          text: "#ffffff",
          accent: "#facc15",
        },
        fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
        textStyles: {},
        background: "#000000",
        transition: { type: "cut" },
        layouts: ["l"],
      },
      layouts: [
        {
          id: "l",
          name: "L",
          slots: [{ name: "image", kind: "image", label: "Image" }],
          elements: [{ id: "image", type: "image", slot: "image", box: { x: 0, y: 0, width: 1, height: 1 } }],
        },
      ],
      scale: 0.1,
    });
    expect(render.status).toBe(202);
    expect(await renderFinished(owner, render.body.data.id)).toMatchObject({ status: "done" });
    expect((await owner.get(`/api/v1/assets/${asset.id}/usage`)).body.data.renders).toEqual([
      expect.objectContaining({ id: render.body.data.id, title: "Uses an asset" }),
    ]);
    const refused = await owner.request("DELETE", `/api/v1/assets/${asset.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("asset_in_use");
    expect((await owner.request("DELETE", `/api/v1/assets/${asset.id}?force=true`)).status).toBe(204);
  });
});

describe("the asset library on an S3-compatible bucket (s3rver on 127.0.0.1)", () => {
  let s3: TestS3;
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer("pglite", s3.env);
    client = new TestClient(server.url);
    await client.signUp("assets-s3@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await s3?.stop();
  });

  it("stores, processes, serves with ranges, downloads through a presigned link, and deletes every object", async () => {
    const original = await png(640, 480);
    const uploaded = await client.upload("Bucket photo.png", original, "image/png");
    expect(uploaded.status).toBe(201);
    const asset = await settled(client, uploaded.body.data.id);
    expect(asset).toMatchObject({ status: "ready", width: 640, height: 480 });
    expect(await s3.objectCount()).toBe(4); // the original and three thumbnails
    expect(await filesUnder(path.join(server.dataDir, "files"))).toEqual([]);

    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(new URL(url, server.url), { headers: { ...client.cookieHeader(), ...headers }, redirect: "manual" });
    const thumbnail = await get(asset.thumbnail_urls.medium);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await thumbnail.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    const part = await get(asset.file_url, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(0, 8))).toBe(true);

    const download = await get(`${asset.file_url}?download`);
    expect(download.status).toBe(302);
    const link = download.headers.get("location")!;
    expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const fromBucket = await fetch(link);
    expect(fromBucket.headers.get("content-disposition")).toMatch(/^attachment; filename="Bucket photo.png"/);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(original)).toBe(true);

    expect((await client.request("DELETE", `/api/v1/assets/${asset.id}`)).status).toBe(204);
    expect(await s3.objectCount()).toBe(0);
    expect((await client.get("/api/v1/assets/storage")).body.data.used_bytes).toBe(0);
  });
});
