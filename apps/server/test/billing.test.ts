import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { buyPlan, planBecomes, startBillingApp, summaryOf, type BillingApp } from "./helpers/billing.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

test("Stripe's settings: both secrets together, the API address only with them", () => {
  expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/);
  expect(() => loadConfig({ STRIPE_API_URL: "http://127.0.0.1:9" })).toThrow(/STRIPE_API_URL needs STRIPE_SECRET_KEY/);
  expect(loadConfig({}).billing).toBeUndefined();
  expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).billing).toEqual({
    secretKey: "sk_test_1",
    webhookSecret: "whsec_1",
    apiUrl: undefined,
  });
});

const email = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

describe.each(databaseKinds)("billing through Stripe on %s", (kind) => {
  let app: BillingApp;
  const newClient = async () => {
    const client = new TestClient(app.server.url);
    await client.signUp(email());
    return client;
  };

  beforeAll(async () => {
    app = await startBillingApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  it("sells a plan through Checkout, reusing one customer, and puts the buyer on it once Stripe's events are processed", async () => {
    const client = await newClient();
    expect((await summaryOf(client)).billing.enabled).toBe(true);
    const first = await client.post("/api/v1/billing/checkout", { plan_id: "pro" });
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(new RegExp(`^${app.stripe.url}/checkout/cs_test_`));
    const again = await client.post("/api/v1/billing/checkout", { plan_id: "pro" });
    expect(again.status).toBe(200);

    const created = app.stripe.requests.filter((request) => request.path === "/v1/checkout/sessions");
    const customers = new Set(created.slice(-2).map((request) => request.params.customer));
    expect(customers.size).toBe(1);
    expect(created.at(-1)!.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_pro", quantity: "1" }],
      success_url: `${app.server.url}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.server.url}/subscription?checkout=canceled`,
    });
    const customer = app.stripe.customers.get([...customers][0] as string)!;
    expect(customer.email).toMatch(/^buyer-/);

    const { returnedTo } = await buyPlan(app, client, "pro");
    expect(returnedTo).toMatch(new RegExp(`^${app.server.url}/subscription\\?checkout=success&session_id=cs_test_`));
    const summary = await summaryOf(client);
    expect(summary).toMatchObject({ plan: { id: "pro" }, plan_source: "stripe", billing: { enabled: true, status: "active" } });
    expect(Date.parse(summary.billing.current_period_end)).toBeGreaterThan(Date.now());

    // Already paying: a second subscription is never sold; plan changes go through the portal.
    const twice = await client.post("/api/v1/billing/checkout", { plan_id: "team" });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("already_subscribed");
  });

  it("lists the buyer's invoices and opens the portal, where cancelling puts them back on the default plan", async () => {
    const client = await newClient();
    await buyPlan(app, client, "pro");
    const invoices = await client.get("/api/v1/billing/invoices");
    expect(invoices.status).toBe(200);
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0]).toMatchObject({ amount: 1200, currency: "usd", status: "paid", number: expect.stringMatching(/^FAKE-/) });
    expect(invoices.body.data[0].hosted_url).toMatch(new RegExp(`^${app.stripe.url}/invoices/in_`));
    expect(invoices.body.data[0].pdf_url).toMatch(/\/pdf$/);

    const portal = await client.post("/api/v1/billing/portal");
    expect(portal.status).toBe(200);
    const portalPage = await (await fetch(portal.body.data.url as string)).text();
    const cancel = /action="([^"]+\/cancel\/[^"]+)"/.exec(portalPage)![1]!;
    const back = await fetch(`${app.stripe.url}${cancel}`, { method: "POST", redirect: "manual" });
    expect(back.headers.get("location")).toBe(`${app.server.url}/subscription`);
    await planBecomes(client, "free");
    expect(await summaryOf(client)).toMatchObject({ plan_source: "default", billing: { status: "canceled" } });
  });

  it("refuses a plan not for sale, an unknown plan, a bad body and a signed-out caller", async () => {
    const client = await newClient();
    const staffOnly = await client.post("/api/v1/billing/checkout", { plan_id: "partner" });
    expect(staffOnly.status).toBe(400);
    expect(staffOnly.body.error).toMatchObject({ code: "not_for_sale", fields: { plan_id: expect.stringContaining("Partner") } });
    expect((await client.post("/api/v1/billing/checkout", { plan_id: "free" })).body.error.code).toBe("not_for_sale");
    expect((await client.post("/api/v1/billing/checkout", { plan_id: "gold" })).status).toBe(400);
    const tooLong = await client.post("/api/v1/billing/checkout", { plan_id: "x".repeat(41) });
    expect(tooLong.body.error.fields).toHaveProperty("plan_id");
    expect((await client.post("/api/v1/billing/checkout", { plan: "pro" })).status).toBe(400);

    const stranger = new TestClient(app.server.url);
    for (const [method, path] of [
      ["POST", "/api/v1/billing/checkout"],
      ["POST", "/api/v1/billing/portal"],
      ["GET", "/api/v1/billing/invoices"],
    ] as const)
      expect((await stranger.request(method, path, { json: method === "POST" ? { plan_id: "pro" } : undefined })).status).toBe(401);
  });

  it("has no billing to manage before a first purchase, and no invoices", async () => {
    const client = await newClient();
    const portal = await client.post("/api/v1/billing/portal");
    expect(portal.status).toBe(409);
    expect(portal.body.error.code).toBe("no_billing_account");
    expect((await client.get("/api/v1/billing/invoices")).body).toEqual({ data: [] });
  });

  it("keeps one buyer's billing to themselves: another user gets no portal, no invoices and no use of their customer", async () => {
    const buyer = await newClient();
    await buyPlan(app, buyer, "pro");
    const buyersCustomer = app.stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!.params.customer;

    const other = await newClient();
    const portal = await other.post("/api/v1/billing/portal");
    expect(portal.status).toBe(409);
    expect(portal.body.error.code).toBe("no_billing_account");
    expect((await other.get("/api/v1/billing/invoices")).body).toEqual({ data: [] });
    expect(await summaryOf(other)).toMatchObject({ plan: { id: "free" }, plan_source: "default" });

    // Their own checkout makes them their own customer, never the buyer's.
    expect((await other.post("/api/v1/billing/checkout", { plan_id: "pro" })).status).toBe(200);
    const othersCustomer = app.stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!.params.customer;
    expect(othersCustomer).toBeTruthy();
    expect(othersCustomer).not.toBe(buyersCustomer);
  });

  it("answers 502 with a clear message when Stripe refuses the key, never leaking it", async () => {
    const client = await newClient();
    const key = app.stripe.secretKey;
    app.stripe.secretKey = "sk_test_revoked";
    const refused = await client.post("/api/v1/billing/checkout", { plan_id: "pro" }).finally(() => (app.stripe.secretKey = key));
    expect(refused.status).toBe(502);
    expect(refused.body.error.code).toBe("stripe_unavailable");
    expect(JSON.stringify(refused.body)).not.toContain("sk_test");
  });
});

describe.each(databaseKinds)("billing switched off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server?.destroy());

  it("says plans are assigned by staff on every billing route, and the summary says billing is off", async () => {
    const client = new TestClient(server.url);
    await client.signUp(email());
    expect((await summaryOf(client)).billing).toEqual({
      enabled: false,
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    for (const answer of [
      await client.post("/api/v1/billing/checkout", { plan_id: "free" }),
      await client.post("/api/v1/billing/portal"),
      await client.get("/api/v1/billing/invoices"),
      await new TestClient(server.url).post("/api/v1/billing/stripe-webhook", { id: "evt_1" }, { "stripe-signature": "t=1,v1=x" }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "billing_off", message: expect.stringContaining("assigned by staff") });
    }
  });
});
