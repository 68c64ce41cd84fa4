import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingAccount } from "../src/platform/db/schema.ts";
import { buyPlan, deliveredEventsProcessed, startBillingApp, summaryOf, type BillingApp } from "./helpers/billing.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const PASSWORD = "leave-pass-1";
const email = () => `leaver-${randomUUID().slice(0, 8)}@example.com`;
const deleteAccount = (client: TestClient) => client.post("/api/auth/delete-user", { password: PASSWORD });

describe.each(databaseKinds)("deleting a paying account on %s", (kind) => {
  let app: BillingApp;
  beforeAll(async () => {
    app = await startBillingApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const db = () => app.server.database.db;
  const customerOf = async (userId: string) =>
    (await db().select().from(billingAccount).where(eq(billingAccount.userId, userId)))[0]?.stripeCustomerId;
  const liveSubscriptions = (customerId: string) =>
    [...app.stripe.subscriptions.values()].filter(
      (subscription) => subscription.customer === customerId && subscription.status !== "canceled",
    );
  /** A person paying for Pro, with their Stripe customer. */
  const subscriber = async () => {
    const client = new TestClient(app.server.url);
    const { id } = await client.signUp(email(), PASSWORD);
    await buyPlan(app, client, "pro");
    const customerId = (await customerOf(id))!;
    expect(liveSubscriptions(customerId)).toHaveLength(1);
    return { client, id, customerId };
  };

  it("cancels the subscription at once and deletes the Stripe customer before the account goes", async () => {
    const { client, id, customerId } = await subscriber();
    const [subscription] = liveSubscriptions(customerId);

    expect((await deleteAccount(client)).status).toBe(200);
    expect(liveSubscriptions(customerId)).toEqual([]);
    expect(app.stripe.subscriptions.get(subscription!.id)).toMatchObject({ status: "canceled", ended_at: expect.any(Number) });
    expect(app.stripe.customers.has(customerId)).toBe(false);
    const calls = app.stripe.requests.filter((request) => request.method === "DELETE").map((request) => request.path);
    expect(calls).toEqual(expect.arrayContaining([`/v1/subscriptions/${subscription!.id}`, `/v1/customers/${customerId}`]));
    expect(calls.indexOf(`/v1/subscriptions/${subscription!.id}`)).toBeLessThan(calls.indexOf(`/v1/customers/${customerId}`));
    expect(await customerOf(id)).toBeUndefined();
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
    // Stripe's events about the canceled subscription and deleted customer find no account and change nothing.
    await deliveredEventsProcessed(app);
  });

  it("refuses the deletion with a clear 502 while Stripe fails, keeping the account, plan and subscription; a retry succeeds", async () => {
    const { client, id, customerId } = await subscriber();
    const key = app.stripe.secretKey;
    app.stripe.secretKey = "sk_test_revoked";
    const refused = await deleteAccount(client).finally(() => (app.stripe.secretKey = key));
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({
      code: "stripe_unavailable",
      message: expect.stringContaining("We could not cancel your subscription with Stripe; try again in a moment"),
    });
    expect(JSON.stringify(refused.body)).not.toContain("sk_test");
    expect(liveSubscriptions(customerId)).toHaveLength(1);
    expect(app.stripe.customers.has(customerId)).toBe(true);
    expect(await customerOf(id)).toBe(customerId);
    expect(await summaryOf(client)).toMatchObject({ plan: { id: "pro" }, plan_source: "stripe" });

    expect((await deleteAccount(client)).status).toBe(200);
    expect(liveSubscriptions(customerId)).toEqual([]);
    expect(app.stripe.customers.has(customerId)).toBe(false);
  });

  it("still deletes the account when its Stripe customer is already gone (deleted in the dashboard, or by an earlier try)", async () => {
    const { client, id, customerId } = await subscriber();
    const removed = await fetch(`${app.stripe.url}/v1/customers/${customerId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${app.stripe.secretKey}` },
    });
    expect(removed.status).toBe(200);
    expect(liveSubscriptions(customerId)).toEqual([]);

    expect((await deleteAccount(client)).status).toBe(200);
    expect(await customerOf(id)).toBeUndefined();
  });

  it("deletes someone who never bought without asking Stripe anything", async () => {
    const client = new TestClient(app.server.url);
    await client.signUp(email(), PASSWORD);
    const before = app.stripe.requests.length;
    expect((await deleteAccount(client)).status).toBe(200);
    // Only reads may come meanwhile (an earlier test's event job trying again); nothing was canceled or deleted.
    expect(app.stripe.requests.slice(before).filter((request) => request.method !== "GET")).toEqual([]);
  });
});

describe.each(databaseKinds)("deleting an account with billing off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server?.destroy());

  it("deletes as before, even for someone whose Stripe customer was made while billing was on", async () => {
    const client = new TestClient(server.url);
    const { id } = await client.signUp(email(), PASSWORD);
    await server.database.db.insert(billingAccount).values({ userId: id, stripeCustomerId: "cus_from_before" });

    expect((await deleteAccount(client)).status).toBe(200);
    expect(await server.database.db.select().from(billingAccount).where(eq(billingAccount.userId, id))).toEqual([]);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
  });
});
