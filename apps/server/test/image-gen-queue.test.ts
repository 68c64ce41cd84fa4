import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { generate, generated, generationEnded } from "./helpers/image-gen.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { openUserEvents } from "./helpers/user-events.ts";
import { waitFor } from "./helpers/wait-for.ts";

const API = "/api/v1/image-gen";
const QUEUE = "image-gen";

/**
 * The queue lives in PostgreSQL: generations wait in it across a restart. To hold one queued the
 * tests stop this process's worker (pg-boss's own offWork), as an operator pausing a queue would.
 */
describe("the image generation queue on PGlite", () => {
  const temp = useTempFolder("image-queue");
  let server: TestServer | undefined;
  let client: TestClient;
  /** An OpenAI-compatible Images API on 127.0.0.1 (the default provider here), which can be made to hang. */
  let images: FakeImagesApi;
  beforeAll(async () => {
    images = await startFakeImagesApi({
      picture: (width, height) =>
        sharp({ create: { width, height, channels: 3, background: "#a855f7" } })
          .png()
          .toBuffer(),
    });
  });
  afterAll(async () => {
    await server?.destroy();
    await images?.close();
  });

  const start = async () => {
    server = await startTestServer("pglite", { IMAGE_PROVIDER: "openai", IMAGE_BASE_URL: images.url, IMAGE_API_KEY: "test-key" }, temp());
    client = client ? client.pointedAt(server.url) : new TestClient(server.url);
    return server;
  };
  const restart = async () => {
    await server!.destroy();
    return start();
  };
  const quotaUsed = async () => (await client.get(`${API}/providers`)).body.data.quota.used;

  it("cancels a queued generation: it never runs, the owner is told, and it costs nothing", async () => {
    await start();
    await client.signUp("image-queue@example.com");
    await server!.jobs.offWork(QUEUE);
    const events = await openUserEvents(client);
    try {
      const queued = await generate(client, { prompt: "Never drawn" });
      expect(await quotaUsed()).toBe(1);
      expect((await client.get(`${API}/generations?active=true`)).body.data.map((g: any) => g.id)).toEqual([queued.id]);

      const canceled = await client.post(`${API}/generations/${queued.id}/cancel`);
      expect(canceled.status).toBe(200);
      expect(canceled.body.data).toMatchObject({ status: "canceled", images: [] });
      await events.until("the cancel event", (all) =>
        all.some((e) => e.type === "image-gen" && e.id === queued.id && e.status === "canceled"),
      );
      expect(await quotaUsed()).toBe(0);
      expect((await server!.jobs.getJobById(QUEUE, queued.id))?.state).toBe("cancelled");
      expect((await client.get(`${API}/generations?active=true`)).body.data).toEqual([]);
      const again = await client.post(`${API}/generations/${queued.id}/cancel`);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe("already_finished");
    } finally {
      events.close();
    }
  });

  it("keeps a queued generation through a restart, and makes it after", async () => {
    const queued = await generate(client, { prompt: "Made after the restart", count: 2 });
    await restart();
    const done = await generationEnded(client, queued.id);
    expect(done).toMatchObject({ status: "succeeded", error: null });
    expect(done.images).toHaveLength(2);
  });

  it("fails a generation whose source went, says why, and gives it back to the quota", async () => {
    const source = (await generated(client, { prompt: "Soon gone" })).images[0];
    await server!.jobs.offWork(QUEUE);
    const used = await quotaUsed();
    const variation = await client.post(`${API}/images/${source.id}/variations`, { count: 1 });
    expect(variation.status).toBe(202);
    expect(await quotaUsed()).toBe(used + 1);
    expect((await client.request("DELETE", `${API}/images/${source.id}`)).status).toBe(204);
    await restart();
    const failed = await generationEnded(client, variation.body.data.id);
    expect(failed).toMatchObject({ status: "failed", images: [], error: "The image this was to be made from has been deleted." });
    expect(await quotaUsed()).toBe(used);
  });

  it("puts a generation the stop interrupted back in the queue, and makes it after the restart", async () => {
    images.trouble({ hang: true });
    const before = images.requests.length;
    const running = await generate(client, { prompt: "Interrupted" });
    await waitFor(
      "the provider to receive the request",
      async () => images.requests.length,
      (count) => count > before,
    );
    await restart();
    const done = await generationEnded(client, running.id);
    expect(done).toMatchObject({ status: "succeeded", error: null });
    expect(done.images).toHaveLength(1);
    expect(images.requests.length).toBe(before + 2);
  });
});
