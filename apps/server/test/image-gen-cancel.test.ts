import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVibe } from "../src/platform/db/schema.ts";
import { IMAGE_PROVIDER_FAILURES } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { TestClient } from "./helpers/http.ts";
import { generate, generationEnded } from "./helpers/image-gen.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const API = "/api/v1/image-gen";

/** Generations against an OpenAI-compatible Images API on 127.0.0.1, which can be made to hang or refuse. */
describe.each(databaseKinds)("generations against a provider's server on %s", (kind) => {
  let images: FakeImagesApi;
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    images = await startFakeImagesApi({
      picture: (width, height) =>
        sharp({ create: { width, height, channels: 3, background: "#0ea5e9" } })
          .png()
          .toBuffer(),
    });
    server = await startTestServer(kind, { IMAGE_PROVIDER: "openai", IMAGE_BASE_URL: images.url, IMAGE_API_KEY: "test-key" });
    client = new TestClient(server.url);
    await client.signUp(`image-cancel-${kind}@example.com`);
  });
  afterAll(async () => {
    await server?.destroy();
    await images?.close();
  });

  const quotaUsed = async () => (await client.get(`${API}/providers`)).body.data.quota.used;

  it("sends the prompt with the vibe's fragment joined on, and stores what the provider answers", async () => {
    const vibe = crypto.randomUUID();
    await server.database.db
      .insert(imageVibe)
      .values({ id: vibe, origin: "starter", name: "Noir", promptFragment: "film noir, high contrast", published: true });
    const queued = await generate(client, { prompt: "A detective in the rain", vibe_id: vibe, aspect_ratio: "16:9", count: 2 });
    expect(queued.recipe).toMatchObject({ provider: "openai", prompt: "A detective in the rain", vibe_name: "Noir" });
    const done = await generationEnded(client, queued.id);
    expect(done.status, done.error).toBe("succeeded");
    expect(done.images).toHaveLength(2);
    expect(done.images[0].offline_preview).toBe(false);
    expect(images.requests.at(-1)).toMatchObject({ prompt: "A detective in the rain, film noir, high contrast", n: 2 });
  });

  it("cancels running generations: the provider's requests are aborted, nothing is kept, and they cost nothing", async () => {
    // Both of this process's worker slots wait on requests that are never answered.
    images.trouble({ hang: true }, { hang: true });
    const before = images.requests.length;
    const used = await quotaUsed();
    const hanging = [await generate(client, { prompt: "Never answered" }), await generate(client, { prompt: "Nor this" })];
    await waitFor(
      "the provider to receive both requests",
      async () => images.requests.length,
      (count) => count === before + 2,
    );
    for (const { id } of hanging) {
      expect((await client.get(`${API}/generations/${id}`)).body.data.status).toBe("running");
      const canceled = await client.post(`${API}/generations/${id}/cancel`);
      expect(canceled.body.data).toMatchObject({ status: "canceled", images: [] });
      expect((await server.jobs.getJobById("image-gen", id))?.state).toBe("cancelled");
    }
    expect(await quotaUsed()).toBe(used);
    // The slots are free again at once, not at the provider's timeout (minutes): the aborts reached the requests.
    const next = await generationEnded(client, (await generate(client, { prompt: "Answered" })).id);
    expect(next.status).toBe("succeeded");
    for (const { id } of hanging)
      expect((await client.get(`${API}/generations/${id}`)).body.data).toMatchObject({ status: "canceled", images: [] });
  });

  it("fails on a provider's refusal with the clear message, never its internals, and gives it back", async () => {
    images.trouble({
      status: 400,
      body: {
        error: {
          message: "Your request was rejected as a result of our safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        },
      },
    });
    const used = await quotaUsed();
    const failed = await generationEnded(client, (await generate(client, { prompt: "Something refused" })).id);
    expect(failed.status).toBe("failed");
    expect(failed.error.startsWith(IMAGE_PROVIDER_FAILURES.content_policy)).toBe(true);
    expect(failed.error).not.toMatch(/\bat .*\.ts|Error:/);
    expect(failed.images).toEqual([]);
    expect(await quotaUsed()).toBe(used);
  });
});
