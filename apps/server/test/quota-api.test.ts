import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson, renderBundleShowing } from "./fixtures/render-bundle.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

/** A free plan from the single-limit settings: two renders, two render minutes, 720p, 1 MB. */
const TINY_PLAN = {
  RENDERS_PER_MONTH: "2",
  RENDER_MINUTES_PER_MONTH: "2",
  MAX_RENDER_RESOLUTION: "720",
  STORAGE_QUOTA_MB: "1",
};

describe.each(databaseKinds)("quotas over HTTP on %s", (kind) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, TINY_PLAN);
    client = new TestClient(server.url);
    await client.signUp(`quota-api-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  const used = async (metric: string) =>
    ((await client.get("/api/v1/subscription")).body.data.usage as { metric: string; used: number }[]).find((q) => q.metric === metric)!
      .used;
  const preview = (bundle: object = renderBundleJson()) => client.post("/api/v1/renders", { ...bundle, scale: 0.25 });

  it("refuses a render above the plan's resolution, saying the plan's maximum", async () => {
    const refused = await client.post("/api/v1/renders", { ...renderBundleJson(), scale: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("resolution_not_in_plan");
    expect(refused.body.error.message).toMatch(/1080p; the Free plan renders at most 720p.*\/subscription/);
    expect(await used("renders")).toBe(0);
  });

  it("gives a failed render's render and minutes back, and a canceled one's", async () => {
    const failing = await preview(renderBundleShowing("asset:nothing-here"));
    expect(failing.status).toBe(202);
    expect((await watch(client, failing.body.data.id)).at(-1)).toMatchObject({ status: "failed" });
    const long = renderBundleJson();
    long.content.scenes.forEach((scene) => (scene.duration = 30));
    const canceled = await preview(long);
    expect(await used("render_seconds")).toBe(60);
    expect((await client.post(`/api/v1/renders/${canceled.body.data.id}/cancel`)).status).toBe(200);
    expect(await used("renders")).toBe(0);
    expect(await used("render_seconds")).toBe(0);
  });

  it("refuses a video longer than the render minutes left, then renders past the month's count, with the quota, limit, reset and /subscription", async () => {
    const long = renderBundleJson();
    long.content.scenes.forEach((scene) => (scene.duration = 61));
    const tooLong = await preview(long);
    expect(tooLong.status).toBe(429);
    expect(tooLong.body.error).toMatchObject({ code: "quota_exceeded" });
    expect(tooLong.body.error.message).toMatch(
      /This video \(2 minutes\) needs more render minutes than you have left this month: 2 minutes of 2 minutes on the Free plan/,
    );

    for (let index = 0; index < 2; index++) expect((await preview()).status).toBe(202);
    const refused = await preview();
    expect(refused.status).toBe(429);
    const firstOfNextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    expect(refused.body.error.message).toBe(
      `You have used all 2 renders for this month on the Free plan. More are available on ${firstOfNextMonth}, or see /subscription for a bigger plan.`,
    );
    expect(await used("renders")).toBe(2);
  });

  it("refuses an upload past the plan's storage with 409, saying how much is left, and keeps nothing", async () => {
    const kept = await client.upload("small.png", await png());
    expect(kept.status).toBe(201);
    const refused = await client.upload("big.png", Buffer.concat([await png(), randomBytes(1024 * 1024)]), "image/png");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("quota_exceeded");
    expect(refused.body.error.message).toMatch(/past your 1 MB of storage on the Free plan \(.* left\)\. .*\/subscription/);
    expect(await used("storage_bytes")).toBe(kept.body.data.size_bytes);
    expect((await client.request("DELETE", `/api/v1/assets/${kept.body.data.id}`)).status).toBe(204);
    expect(await used("storage_bytes")).toBe(0);
  });
});
