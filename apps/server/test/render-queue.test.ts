import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** A render of `sceneSeconds` per scene (two scenes). */
const bundle = (sceneSeconds: number, scale = 0.5) => {
  const json = renderBundleJson();
  json.content.scenes.forEach((scene) => (scene.duration = sceneSeconds));
  return { ...json, scale };
};

const status = async (client: TestClient, id: string) =>
  (await client.get(`/api/v1/renders/${id}`)).body.data as { status: string; progress: number };

async function untilRendering(client: TestClient, id: string) {
  await expect.poll(async () => (await status(client, id)).status, { timeout: 60_000, interval: 100 }).toBe("rendering");
}

/** Two users on one server; their renders are cancelled after each test. */
function twoUsers(env: Record<string, string>) {
  const state = {} as { server: TestServer; first: TestClient; second: TestClient };
  const started: [TestClient, string][] = [];
  beforeAll(async () => {
    state.server = await startTestServer("pglite", env);
    state.first = new TestClient(state.server.url);
    await state.first.signUp("first@example.com");
    state.second = new TestClient(state.server.url);
    await state.second.signUp("second@example.com");
  });
  afterAll(() => state.server?.destroy());
  const post = async (client: TestClient, body: unknown) => {
    const response = await client.post("/api/v1/renders", body);
    if (response.status === 202) started.push([client, response.body.data.id]);
    return response;
  };
  const cancelAll = async () => {
    for (const [client, id] of started.splice(0)) await client.post(`/api/v1/renders/${id}/cancel`);
  };
  return { state, post, cancelAll };
}

describe("render limits", () => {
  const { state, post, cancelAll } = twoUsers({ RENDER_MAX_QUEUED_PER_USER: "2", RENDER_MAX_MINUTES: "1" });

  it("refuses a video longer than RENDER_MAX_MINUTES, naming the limit", async () => {
    const response = await post(state.first, bundle(31));
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      code: "video_too_long",
      message: "This video is 1 minute long; videos can be at most 1 minute (RENDER_MAX_MINUTES).",
    });
    expect((await post(state.first, bundle(30))).status).toBe(202);
    await cancelAll();
  });

  it("refuses a user's render past RENDER_MAX_QUEUED_PER_USER with 429, and counts each user's own", async () => {
    expect((await post(state.first, bundle(30))).status).toBe(202);
    expect((await post(state.first, bundle(30))).status).toBe(202);
    const refused = await post(state.first, bundle(1));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("render_queue_full");
    expect(refused.body.error.message).toMatch(/You already have 2 renders waiting or running/);
    expect((await post(state.second, bundle(1))).status).toBe(202);
    await cancelAll();
    // Cancelled renders no longer count.
    expect((await post(state.first, bundle(1, 0.25))).status).toBe(202);
    await cancelAll();
  });
});

describe("render turns between users", () => {
  const { state, post, cancelAll } = twoUsers({});
  afterAll(() => cancelAll());

  it("runs a user's first render before another user's later queued ones", async () => {
    const [a1, a2, a3] = await Promise.all([1, 2, 3].map(async () => (await post(state.first, bundle(30))).body.data.id as string));
    await untilRendering(state.first, a1!);
    const b1 = (await post(state.second, bundle(1, 0.25))).body.data.id as string;
    await state.first.post(`/api/v1/renders/${a1}/cancel`);
    const events = await watch(state.second, b1);
    expect(events.at(-1).status).toBe("done");
    // The second user's render went ahead of the first user's queued ones.
    expect((await status(state.first, a3!)).status).toBe("queued");
    expect(["queued", "rendering"]).toContain((await status(state.first, a2!)).status);
  });
});

describe("renders running at once", () => {
  const { state, post, cancelAll } = twoUsers({ RENDER_CONCURRENCY: "2", RENDER_MAX_RUNNING_PER_USER: "1" });
  afterAll(() => cancelAll());

  it("run at most RENDER_MAX_RUNNING_PER_USER of one user's, so another user's render need not wait", async () => {
    const a1 = (await post(state.first, bundle(30))).body.data.id as string;
    const a2 = (await post(state.first, bundle(30))).body.data.id as string;
    await untilRendering(state.first, a1);
    const b1 = (await post(state.second, bundle(1, 0.25))).body.data.id as string;
    const events = await watch(state.second, b1);
    expect(events.at(-1).status).toBe("done");
    expect((await status(state.first, a1)).status).toBe("rendering");
    expect(await status(state.first, a2)).toMatchObject({ status: "queued", progress: 0 });
  });
});
