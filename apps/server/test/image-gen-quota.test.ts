import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { generated } from "./helpers/image-gen.ts";
import { flatPicture } from "./helpers/image-providers.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";

/** Generations from a provider's service (an OpenAI-compatible one on loopback), which the quota counts. */
describe.each(databaseKinds)("the monthly image generation quota on %s", (kind) => {
  let images: FakeImagesApi;
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    images = await startFakeImagesApi({ picture: (width, height) => flatPicture(width, height) });
    server = await startTestServer(kind, {
      IMAGE_GEN_MONTHLY_LIMIT: "2",
      IMAGE_PROVIDER: "openai",
      IMAGE_MODEL: "gpt-image-1",
      IMAGE_API_KEY: "sk-test",
      IMAGE_BASE_URL: images.url,
    });
    client = new TestClient(server.url);
    await client.signUp(`image-quota-${kind}@example.com`);
  });
  afterAll(async () => {
    await server?.destroy();
    await images?.close();
  });

  it("counts each generation, and refuses past the limit with 429 saying what the limit is", async () => {
    const source = await generated(client, { prompt: "One", count: 4 });
    expect((await client.get(`${API}/providers`)).body.data.quota).toMatchObject({ limit: 2, used: 1, left: 1 });
    await generated(client, { prompt: "Two" });
    const refused = await client.post(`${API}/generations`, { prompt: "Three", aspect_ratio: "1:1", count: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("quota_exceeded");
    expect(refused.body.error.message).toMatch(
      /all 2 image generations for this month on the Free plan\. More are available on .*\/subscription/,
    );
    // Variations and upscales are generations too.
    const image = source.images[0].id;
    expect((await client.post(`${API}/images/${image}/variations`, { count: 1 })).status).toBe(429);
    expect((await client.post(`${API}/images/${image}/upscale`, { factor: 2 })).status).toBe(429);
    expect((await client.get(`${API}/providers`)).body.data.quota).toMatchObject({ used: 2, left: 0 });
    // Nothing refused was saved.
    expect((await client.get(`${API}/generations?active=true`)).body.data).toEqual([]);
  });

  it("counts nothing for the built-in offline preview: it is abstract art made here, at no one's cost", async () => {
    const previewer = new TestClient(server.url);
    await previewer.signUp(`image-quota-offline-${kind}@example.com`);
    for (const prompt of ["One", "Two", "Three"]) await generated(previewer, { prompt, provider: "offline" });
    expect((await previewer.get(`${API}/providers`)).body.data.quota).toMatchObject({ limit: 2, used: 0, left: 2 });
    await generated(previewer, { prompt: "Real" });
    expect((await previewer.get(`${API}/providers`)).body.data.quota).toMatchObject({ used: 1 });
  });

  it("never lets requests at once take more than the limit", async () => {
    const racer = new TestClient(server.url);
    await racer.signUp(`image-quota-racer-${kind}@example.com`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => racer.post(`${API}/generations`, { prompt: `Race ${index}`, aspect_ratio: "1:1", count: 1 })),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });
});
