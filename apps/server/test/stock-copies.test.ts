import { startFakePexels } from "@framewise/test-support/fake-pexels";
import type { FakeStockItem, FakeStockService } from "@framewise/test-support/fake-pexels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const items: FakeStockItem[] = [101, 102, 103, 104].map((id) => ({
  id,
  kind: "image",
  words: ["coffee", `shot${id}`],
  author: `Photographer ${id}`,
  width: 640,
  height: 480,
}));

describe.each(databaseKinds)("one copy of a stock item per person (%s)", (kind) => {
  let pexels: FakeStockService;
  let server: TestServer;
  let client: TestClient;
  let photoBytes: number;
  let files: { image: Uint8Array; video: Uint8Array };
  const importPhoto = (id: string, as = client) => as.post("/api/v1/stock/import", { source: "pexels", kind: "image", id });
  const library = async (as = client) => (await as.get("/api/v1/assets?kind=image")).body.data as { id: string; attribution: unknown }[];
  const usedBytes = async (as = client) => (await as.get("/api/v1/assets/storage")).body.data.used_bytes as number;

  beforeAll(async () => {
    const image = await jpeg(640, 480);
    photoBytes = image.byteLength;
    files = { image, video: new Uint8Array() };
    pexels = await startFakePexels({ items, files, apiKey: "pexels-test-key" });
    server = await startTestServer(kind, {
      TEST_ALLOW_LOOPBACK_FETCH: "true",
      PEXELS_API_KEY: "pexels-test-key",
      PEXELS_API_URL: pexels.url,
      SPEECH_PROVIDER: "none",
    });
    client = new TestClient(server.url);
    await client.signUp(`copies-${kind}@example.com`);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await pexels?.close();
  });

  it("answers the person's existing copy when they choose the same item again, without fetching it again", async () => {
    const first = await importPhoto("101");
    expect(first.status).toBe(201);
    const downloads = pexels.downloads.length;
    const asked = pexels.requests.length;

    const again = await importPhoto("101");
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, attribution: { source: "pexels", author: "Photographer 101" } });
    expect(pexels.downloads).toHaveLength(downloads);
    expect(pexels.requests).toHaveLength(asked);
    expect(await library()).toHaveLength(1);
    expect(await usedBytes()).toBe(photoBytes);

    // Another person choosing it gets a copy of their own.
    const other = new TestClient(server.url);
    await other.signUp(`copies-other-${kind}@example.com`);
    const theirs = await importPhoto("101", other);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
  });

  it("keeps one copy when two imports of the same item run at once", async () => {
    let release!: () => void;
    pexels.holdFiles = new Promise((resolve) => (release = resolve));
    const before = pexels.downloads.length;
    const racing = [importPhoto("102"), importPhoto("102")];
    try {
      // Both have looked for a copy and are fetching the file before either stores one.
      await waitFor(
        "both imports to fetch the file",
        async () => pexels.downloads.length - before,
        (fetching) => fetching === 2,
      );
    } finally {
      pexels.holdFiles = undefined;
      release();
    }
    const answers = await Promise.all(racing);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
    const copies = (await library()).filter((asset) => asset.attribution && JSON.stringify(asset.attribution).includes("shot102"));
    expect(copies).toHaveLength(1);
    // The second file's reservation was given back: the quota counts the photo once.
    expect(await usedBytes()).toBe(2 * photoBytes);
  });

  it("makes a new copy when the earlier one failed to process", async () => {
    const whole = files.image;
    files.image = whole.subarray(0, Math.floor(whole.length / 2));
    const broken = await importPhoto("103").finally(() => (files.image = whole));
    expect(broken.status).toBe(201);
    const failed = await waitFor(
      "the broken copy to be processed",
      () => client.get(`/api/v1/assets/${broken.body.data.id}`),
      ({ body }) => body.data.status !== "processing",
    );
    expect(failed.body.data.status).toBe("failed");
    const again = await importPhoto("103");
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(broken.body.data.id);
  }, 30_000);

  it("makes a new copy once the person has deleted theirs", async () => {
    const first = await importPhoto("104");
    await waitFor(
      "the copy to be processed",
      () => client.get(`/api/v1/assets/${first.body.data.id}`),
      ({ body }) => body.data.status !== "processing",
    );
    expect((await client.request("DELETE", `/api/v1/assets/${first.body.data.id}`)).status).toBe(204);
    const second = await importPhoto("104");
    expect(second.status).toBe(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  }, 30_000);
});
