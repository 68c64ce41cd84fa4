import { randomUUID } from "node:crypto";
import type { FakeSubscription } from "@framewise/test-support/fake-stripe";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRIPE_EVENT_QUEUE } from "../src/operations/billing/stripe-event-job.ts";
import { auditLog, billingAccount, stripeEvent } from "../src/platform/db/schema.ts";
import {
  buyPlan,
  deliveredEventsProcessed,
  eventProcessed,
  planBecomes,
  startBillingApp,
  summaryOf,
  type BillingApp,
} from "./helpers/billing.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds } from "./helpers/test-server.ts";

describe.each(databaseKinds)("Stripe's webhook on %s", (kind) => {
  let app: BillingApp;
  beforeAll(async () => {
    app = await startBillingApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const db = () => app.server.database.db;
  const post = (body: string, signature?: string) =>
    fetch(`${app.server.url}/api/v1/billing/stripe-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", ...(signature ? { "stripe-signature": signature } : {}) },
      body,
    });
  const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? app.stripe.webhookSecret, timestamp: options.timestamp });
  const buyer = async () => {
    const client = new TestClient(app.server.url);
    const { id } = await client.signUp(`buyer-${randomUUID().slice(0, 8)}@example.com`);
    return { client, id };
  };

  it("takes a correctly signed event, and refuses a missing, wrong or stale signature or a changed body", async () => {
    const id = `evt_${randomUUID().replaceAll("-", "")}`;
    const payload = JSON.stringify({
      id,
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_nobody", object: "customer" } },
    });

    const missing = await post(payload);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe("invalid_signature");
    for (const refused of [
      await post(payload, sign(payload, { secret: "whsec_someone_else" })),
      await post(`${payload} `, sign(payload)),
      await post(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
      await post(payload, "t=1,v1=deadbeef"),
    ]) {
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe("invalid_signature");
    }
    expect(await db().select().from(stripeEvent).where(eq(stripeEvent.id, id))).toEqual([]);

    const taken = await post(payload, sign(payload));
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ data: { received: true } });
    // A customer no account has: recorded and processed, changing nothing.
    expect(await eventProcessed(db(), id)).toMatchObject({ type: "customer.created" });
  });

  it("processes a replayed event once: the second delivery changes nothing", async () => {
    const { client, id: userId } = await buyer();
    await buyPlan(app, client, "pro");
    const [created] = app.stripe.events.filter(
      (sent) =>
        sent.event.type === "customer.subscription.created" && (sent.event.data.object as FakeSubscription).customer === customerOf(userId),
    );
    expect(created!.status).toBe(200);
    await deliveredEventsProcessed(app);
    const trail = () =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "plan_assignment"), eq(auditLog.entityId, `user:${userId}`)));
    const account = async () => (await db().select().from(billingAccount).where(eq(billingAccount.userId, userId)))[0]!;
    const before = { trail: await trail(), account: await account() };
    expect(before.trail).toHaveLength(1);
    expect(before.trail[0]).toMatchObject({ action: "insert", actorKind: "system", actorLabel: "Stripe", source: "system" });

    const replay = await app.stripe.resend(created!.event);
    expect(replay.status).toBe(200);
    expect(await app.server.jobs.findJobs(STRIPE_EVENT_QUEUE, { key: created!.event.id })).toHaveLength(1);
    expect(await trail()).toEqual(before.trail);
    expect(await account()).toEqual(before.account);
    expect(await summaryOf(client)).toMatchObject({ plan: { id: "pro" }, plan_source: "stripe" });
  });

  it("ends with Stripe's current state whatever order events arrive in", async () => {
    const { client, id: userId } = await buyer();
    await buyPlan(app, client, "pro");
    const subscription = [...app.stripe.subscriptions.values()].find((candidate) => candidate.customer === customerOf(userId))!;
    const whenPro = structuredClone(subscription);

    await app.stripe.updateSubscription(subscription.id, { price: "price_team" });
    await planBecomes(client, "team");
    await app.stripe.updateSubscription(subscription.id, { status: "canceled" });
    await planBecomes(client, "free");

    // Stripe delivers an older event late: its payload says Pro is active, Stripe says canceled.
    const late = await app.stripe.sendEvent("customer.subscription.updated", whenPro);
    expect(late.status).toBe(200);
    await eventProcessed(db(), late.event.id);
    expect(await summaryOf(client)).toMatchObject({ plan: { id: "free" }, plan_source: "default", billing: { status: "canceled" } });
  });

  /** The Stripe customer the app made for a user. */
  function customerOf(userId: string) {
    return [...app.stripe.customers.values()].find((customer) => JSON.stringify(customer.metadata).includes(userId))?.id;
  }
});
