import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METER_REPORT_QUEUE } from "../src/operations/billing/start-billing.ts";
import { quotaLedger } from "../src/platform/db/schema.ts";
import { buyPlan, startBillingApp, type BillingApp } from "./helpers/billing.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

describe.each(databaseKinds)("usage reported to Stripe as meter events on %s", (kind) => {
  let app: BillingApp;
  beforeAll(async () => {
    app = await startBillingApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const db = () => app.server.database.db;
  const meterRequests = () => app.stripe.requests.filter((request) => request.path === "/v1/billing/meter_events");

  /** Runs the report job once (waiting out a run the schedule started) and waits for it to finish. */
  async function runReport() {
    const jobs = app.server.jobs;
    const id = await waitFor(
      "a report job to be queued",
      () => jobs.send(METER_REPORT_QUEUE, {}),
      (queued) => queued !== null,
    );
    await waitFor(
      "the report job to finish",
      () => jobs.getJobById(METER_REPORT_QUEUE, id!),
      (job) => job?.state === "completed",
    );
  }

  async function buyer(planId: string) {
    const client = new TestClient(app.server.url);
    const { id } = await client.signUp(`metered-${randomUUID().slice(0, 8)}@example.com`);
    await buyPlan(app, client, planId);
    return id;
  }

  const use = (
    ownerId: string,
    metric: "renders" | "render_seconds" | "image_generations" | "storage_bytes",
    amount: number,
    ref: string,
  ) => ({
    ownerKind: "user" as const,
    ownerId,
    metric,
    period: new Date().toISOString().slice(0, 7),
    kind: "use" as const,
    amount,
    ref,
  });

  it("reports each use on a metered plan once, by metric, leaving out what was given back, storage and unmetered plans", async () => {
    const teamUser = await buyer("team");
    const proUser = await buyer("pro");
    const rows = await db()
      .insert(quotaLedger)
      .values([
        use(teamUser, "renders", 1, "render:r1"),
        use(teamUser, "render_seconds", 90, "render:r1"),
        use(teamUser, "renders", 1, "render:r2"),
        { ...use(teamUser, "renders", -1, "render:r2"), kind: "refund" as const },
        use(teamUser, "image_generations", 1, "generation:g1"),
        use(teamUser, "storage_bytes", 5000, "asset:a1"),
        use(proUser, "renders", 1, "render:r3"),
      ])
      .returning();
    const billed = [rows[0]!, rows[1]!, rows[4]!];

    await runReport();
    const customer = [...app.stripe.customers.values()].find((candidate) => JSON.stringify(candidate.metadata).includes(teamUser))!;
    expect([...app.stripe.meterEvents.values()].map((event) => [event.identifier, event.event_name, event.payload]).sort()).toEqual(
      [
        [`ledger-${billed[0]!.id}`, "framewise_renders", { stripe_customer_id: customer.id, value: "1" }],
        [`ledger-${billed[1]!.id}`, "framewise_render_seconds", { stripe_customer_id: customer.id, value: "90" }],
        [`ledger-${billed[2]!.id}`, "framewise_image_generations", { stripe_customer_id: customer.id, value: "1" }],
      ].sort(),
    );
    expect(meterRequests()).toHaveLength(3);
    const reported = await db()
      .select()
      .from(quotaLedger)
      .where(
        inArray(
          quotaLedger.id,
          rows.map((row) => row.id),
        ),
      );
    expect(
      reported
        .filter((row) => row.reportedAt)
        .map((row) => row.id)
        .sort(),
    ).toEqual(billed.map((row) => row.id).sort());

    // Reported once: a second run sends nothing.
    await runReport();
    expect(meterRequests()).toHaveLength(3);

    // A crash after Stripe took an event but before it was marked: sent again, and Stripe counts it once by its identifier.
    await db().update(quotaLedger).set({ reportedAt: null }).where(eq(quotaLedger.id, billed[0]!.id));
    await runReport();
    expect(meterRequests()).toHaveLength(4);
    expect(app.stripe.meterEvents.size).toBe(3);
  });
});
