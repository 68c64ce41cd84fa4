import { startFakeStripe, type FakeStripe } from "@framewise/test-support/fake-stripe";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/platform/db/database.ts";
import { stripeEvent } from "../../src/platform/db/schema.ts";
import type { TestClient } from "./http.ts";
import { startTestServer, type DatabaseKind, type TestServer } from "./test-server.ts";
import { waitFor } from "./wait-for.ts";

const limits = (renders: number) => ({
  renders,
  render_seconds: renders * 60,
  image_generations: renders * 5,
  storage_bytes: renders * 1024 * 1024,
  max_resolution: 1080,
});

/** Free by default, Pro and Team for sale (Team metered), Partner assigned by staff only. */
export const TEST_PLANS = [
  { id: "free", name: "Free", limits: limits(5) },
  { id: "pro", name: "Pro", price_label: "$12 / month", stripe_price_id: "price_pro", limits: limits(100) },
  {
    id: "team",
    name: "Team",
    price_label: "$49 / month",
    stripe_price_id: "price_team",
    stripe_meter_event: "framewise",
    limits: limits(500),
  },
  { id: "partner", name: "Partner", limits: limits(1000) },
];

export interface BillingApp {
  server: TestServer;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** The server with Stripe pointed at a fresh loopback fake whose webhooks reach it. */
export async function startBillingApp(kind: DatabaseKind): Promise<BillingApp> {
  const stripe = await startFakeStripe({
    prices: [
      { id: "price_pro", unit_amount: 1200, name: "Pro" },
      { id: "price_team", unit_amount: 4900, name: "Team" },
    ],
  });
  const server = await startTestServer(kind, {
    PLANS: JSON.stringify(TEST_PLANS),
    ...stripe.appSettings(),
  });
  stripe.deliverTo(server.url);
  return {
    server,
    stripe,
    async close() {
      await server.destroy();
      await stripe.close();
    },
  };
}

export const summaryOf = async (client: TestClient) => (await client.get("/api/v1/subscription")).body.data;

/** Waits until the caller's summary says they are on `planId`. */
export const planBecomes = (client: TestClient, planId: string) =>
  waitFor(
    `the plan to become ${planId}`,
    () => summaryOf(client),
    (summary) => summary?.plan.id === planId,
  );

/** Waits until the job has processed the event `id`. */
export const eventProcessed = (db: Db, id: string) =>
  waitFor(
    `Stripe event ${id} to be processed`,
    async () => (await db.select().from(stripeEvent).where(eq(stripeEvent.id, id)))[0],
    (row) => row?.processedAt != null,
  );

/** Waits until every event the fake delivered so far has been processed, so nothing changes behind the test's back. */
export async function deliveredEventsProcessed(app: BillingApp) {
  for (const sent of app.stripe.events) if (sent.status === 200) await eventProcessed(app.server.database.db, sent.event.id);
}

/** Signs up, starts Checkout for `planId` and presses Pay on the fake's page, as a person does. */
export async function buyPlan(app: BillingApp, client: TestClient, planId: string) {
  const checkout = await client.post("/api/v1/billing/checkout", { plan_id: planId });
  if (checkout.status !== 200) throw new Error(`Checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const url = checkout.body.data.url as string;
  const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
  await paid.arrayBuffer();
  await planBecomes(client, planId);
  return { checkoutUrl: url, returnedTo: paid.headers.get("location") };
}
