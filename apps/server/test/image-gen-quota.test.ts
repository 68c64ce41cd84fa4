import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { generated } from "./helpers/image-gen.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";

describe.each(databaseKinds)("the monthly image generation quota on %s", (kind) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { IMAGE_GEN_MONTHLY_LIMIT: "2" });
    client = new TestClient(server.url);
    await client.signUp(`image-quota-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

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
