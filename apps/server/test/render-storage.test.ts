import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestS3, type TestS3 } from "./helpers/s3-server.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const filesUnder = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/** Makes a video from a template, renders it small and waits for the render to finish. */
async function renderVideo(client: TestClient) {
  const contentId = (
    await client.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Stored render" })
  ).body.data.id as string;
  const renderId = (await client.post(`/api/v1/content/${contentId}/renders`, { scale: 0.1 })).body.data.id as string;
  expect((await watch(client, renderId)).at(-1)).toMatchObject({ status: "done" });
  return { contentId, renderId };
}

describe("renders on an S3-compatible bucket (s3rver on 127.0.0.1)", () => {
  let s3: TestS3;
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer("pglite", s3.env);
    owner = new TestClient(server.url);
    await owner.signUp("renders-s3@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await s3?.stop();
  });

  it("stores the MP4 and poster in the bucket, plays them with ranges, downloads through presigned links, and shares them", async () => {
    const before = await s3.objectCount();
    const { contentId, renderId } = await renderVideo(owner);
    expect(await s3.objectCount()).toBe(before + 2);
    // Nothing of the render stays on this machine once it is done (its media cache goes last).
    await expect.poll(() => filesUnder(path.join(server.dataDir, "renders"))).toEqual([]);
    expect(await filesUnder(path.join(server.dataDir, "files"))).toEqual([]);

    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(new URL(url, server.url), { headers: { ...owner.cookieHeader(), ...headers }, redirect: "manual" });
    const whole = Buffer.from(await (await get(`/api/v1/renders/${renderId}/video`)).arrayBuffer());
    expect(whole.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const part = await get(`/api/v1/renders/${renderId}/video`, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(0, 100))).toBe(true);
    const poster = await get(`/api/v1/renders/${renderId}/poster`);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect(
      Buffer.from(await poster.arrayBuffer())
        .subarray(0, 2)
        .toString("hex"),
    ).toBe("ffd8");

    const download = await get(`/api/v1/renders/${renderId}/video?download`);
    expect(download.status).toBe(302);
    const link = download.headers.get("location")!;
    expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const fromBucket = await fetch(link);
    expect(fromBucket.headers.get("content-disposition")).toMatch(`attachment; filename="framewise-${renderId}.mp4"`);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(whole)).toBe(true);

    await owner.request("PUT", `/api/v1/content/${contentId}/share`, { json: { shared: true, allowDownload: true } });
    const shared = await fetch(new URL(`/api/v1/public/videos/${contentId}/video`, server.url), { headers: { range: "bytes=0-9" } });
    expect([shared.status, shared.headers.get("cross-origin-resource-policy")]).toEqual([206, "cross-origin"]);
    expect(Buffer.from(await shared.arrayBuffer()).equals(whole.subarray(0, 10))).toBe(true);
    const sharedDownload = await fetch(new URL(`/api/v1/public/videos/${contentId}/video?download`, server.url), { redirect: "manual" });
    expect(sharedDownload.status).toBe(302);
    expect(Buffer.from(await (await fetch(sharedDownload.headers.get("location")!)).arrayBuffer()).equals(whole)).toBe(true);

    expect((await owner.post("/api/auth/delete-user", { password: "correct-horse-1" })).status).toBe(200);
    expect(await s3.objectCount()).toBe(before);
  });
});

describe("renders in the local files folder, and those an older version left in DATA_DIR/renders", () => {
  let dataDir = "";
  let server: TestServer | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "framewise-render-storage-"));
  });
  afterAll(async () => {
    await server?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps finished renders under files/renders/<user>/<render>/, and moves old ones there once at start", async () => {
    server = await startTestServer("pglite", {}, dataDir);
    const owner = new TestClient(server.url);
    const { id: userId } = await owner.signUp("renders-local@example.com");
    const { renderId } = await renderVideo(owner);
    const folder = `renders/${userId}/${renderId}`;
    expect(await filesUnder(path.join(dataDir, "files"))).toEqual(expect.arrayContaining([`${folder}/video.mp4`, `${folder}/poster.jpg`]));
    await expect.poll(() => filesUnder(path.join(dataDir, "renders"))).toEqual([]);
    const video = Buffer.from(
      await (await fetch(new URL(`/api/v1/renders/${renderId}/video`, server.url), { headers: owner.cookieHeader() })).arrayBuffer(),
    );
    await server.stop();

    // As an older version kept them: beside each other in DATA_DIR/renders.
    await mkdir(path.join(dataDir, "renders"), { recursive: true });
    await rename(path.join(dataDir, "files", folder, "video.mp4"), path.join(dataDir, "renders", `${renderId}.mp4`));
    await rename(path.join(dataDir, "files", folder, "poster.jpg"), path.join(dataDir, "renders", `${renderId}.poster.jpg`));

    server = await startTestServer("pglite", {}, dataDir);
    const again = owner.pointedAt(server.url);
    expect(await filesUnder(path.join(dataDir, "renders"))).toEqual([]);
    expect((await filesUnder(path.join(dataDir, "files"))).filter((file) => file.startsWith("renders/")).sort()).toEqual([
      `${folder}/poster.jpg`,
      `${folder}/video.mp4`,
    ]);
    const served = await again.get(`/api/v1/renders/${renderId}/video`, { range: "bytes=0-99" });
    expect(served.status).toBe(206);
    expect(
      Buffer.from(
        await (await fetch(new URL(`/api/v1/renders/${renderId}/video`, server.url), { headers: again.cookieHeader() })).arrayBuffer(),
      ).equals(video),
    ).toBe(true);
  }, 120_000);
});
