import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingAccount } from "../src/platform/db/schema.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("GET /api/v1/subscription on %s", (kind) => {
  let server: TestServer;
  let ann: TestClient;
  let bob: TestClient;
  let annId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = new TestClient(server.url);
    annId = (await ann.signUp(`subscription-ann-${kind}@example.com`)).id;
    bob = new TestClient(server.url);
    await bob.signUp(`subscription-bob-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("answers a new person the default plan, built from today's settings, with nothing used", async () => {
    const answer = await ann.get("/api/v1/subscription");
    expect(answer.status).toBe(200);
    const free = {
      id: "free",
      name: "Free",
      limits: { renders: 200, render_seconds: 300 * 60, image_generations: 500, storage_bytes: 10_240 * 1024 * 1024, max_resolution: 2160 },
    };
    expect(answer.body.data).toMatchObject({ plan: free, plan_source: "default", plans: [free] });
    expect(answer.body.data.billing).toEqual({ enabled: false, status: null, current_period_end: null, cancel_at_period_end: false });
    const usage = answer.body.data.usage as { metric: string; used: number; limit: number; left: number; resets_at: string | null }[];
    expect(usage.map((quota) => [quota.metric, quota.used, quota.left])).toEqual([
      ["renders", 0, 200],
      ["render_seconds", 0, 18_000],
      ["image_generations", 0, 500],
      ["storage_bytes", 0, 10_240 * 1024 * 1024],
    ]);
    expect(new Date(usage[0]!.resets_at!).getUTCDate()).toBe(1);
    expect(usage[3]!.resets_at).toBeNull();
    // Twelve months of the three monthly quotas, oldest first, quiet months as zero.
    const history = answer.body.data.history as { period: string; used: number }[];
    expect(history).toHaveLength(36);
    expect(history.at(-1)!.period).toBe(new Date().toISOString().slice(0, 7));
    expect(history.every((month) => month.used === 0)).toBe(true);
  });

  it("answers only the caller's own usage, and 401 to a signed-out caller", async () => {
    expect((await ann.upload("photo.png", await png())).status).toBe(201);
    const storage = (client: TestClient) =>
      client
        .get("/api/v1/subscription")
        .then((answer) => answer.body.data.usage.find((quota: { metric: string }) => quota.metric === "storage_bytes").used);
    expect(await storage(ann)).toBeGreaterThan(0);
    expect(await storage(bob)).toBe(0);
    expect((await new TestClient(server.url).get("/api/v1/subscription")).status).toBe(401);
  });

  it("shows the subscription billing last read from Stripe", async () => {
    const periodEnd = new Date("2027-01-01T00:00:00Z");
    await server.database.db.insert(billingAccount).values({
      userId: annId,
      stripeCustomerId: `cus_${kind}`,
      subscriptionStatus: "active",
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    });
    expect((await ann.get("/api/v1/subscription")).body.data.billing).toEqual({
      enabled: false,
      status: "active",
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: true,
    });
  });
});
