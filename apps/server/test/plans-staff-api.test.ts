import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, planAssignment, quotaLedger, quotaUsage } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const limits = (renders: number) => ({ renders, render_seconds: 600, image_generations: 5, storage_bytes: 1_000_000, max_resolution: 720 });
const PLANS = [
  { id: "free", name: "Free", limits: limits(3) },
  { id: "pro", name: "Pro", price_label: "$12 / month", limits: limits(100) },
];

describe.each(databaseKinds)("staff plan controls on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let memberId: string;
  let staffId: string;
  const plansOf = (id: string) => `/api/v1/staff/plans/user/${id}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { PLANS: JSON.stringify(PLANS), DEFAULT_PLAN: "free" });
    member = new TestClient(server.url);
    memberId = (await member.signUp(`plans-member-${kind}@example.com`)).id;
    staff = new TestClient(server.url);
    staffId = (await staff.signUp(`plans-boss-${kind}@staff.test`)).id;
    await server.database.db.execute(sql`update "user" set email_verified = true where id = ${staffId}`);
  });
  afterAll(() => server?.destroy());

  const renderQuota = async () =>
    (await member.get("/api/v1/subscription")).body.data.usage.find((quota: { metric: string }) => quota.metric === "renders");
  const trailOf = (entity: string, entityId: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  it("answers 401 signed out and 403 to a member on every plan route", async () => {
    const calls: [string, string, unknown][] = [
      ["GET", plansOf(memberId), undefined],
      ["PUT", `${plansOf(memberId)}/plan`, { plan_id: "pro", reason: "Mine now" }],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "renders", amount: 5, reason: "Mine now" }],
    ];
    for (const [method, path, json] of calls) {
      expect((await new TestClient(server.url).request(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, { json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await renderQuota()).limit).toBe(3);
  });

  it("shows a new person's default plan, unused quotas and an empty ledger; 404 for an unknown owner", async () => {
    const answer = await staff.get(plansOf(memberId));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      owner: { kind: "user", id: memberId },
      plan: { id: "free" },
      plan_source: "default",
      assignment: null,
      entries: [],
      next_cursor: null,
    });
    expect(answer.body.data.plans.map((plan: { id: string }) => plan.id)).toEqual(["free", "pro"]);
    expect((await staff.get(plansOf("nobody"))).status).toBe(404);
    // Clients arrive with issue 22: none exists yet.
    expect((await staff.get(`/api/v1/staff/plans/client/${memberId}`)).status).toBe(404);
    expect((await staff.request("PUT", `${plansOf("nobody")}/plan`, { json: { plan_id: "pro", reason: "x" } })).status).toBe(404);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const bad: [string, string, unknown, string][] = [
      ["GET", "/api/v1/staff/plans/team/x", undefined, "ownerKind"],
      ["GET", `${plansOf(memberId)}?limit=1000`, undefined, "limit"],
      ["PUT", `${plansOf(memberId)}/plan`, { plan_id: "gold", reason: "Asked nicely" }, "plan_id"],
      ["PUT", `${plansOf(memberId)}/plan`, { plan_id: "pro", reason: "  " }, "reason"],
      ["PUT", `${plansOf(memberId)}/plan`, { plan_id: "pro" }, "reason"],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "renders", amount: 0, reason: "Sorry" }, "amount"],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "renders", amount: 10_001, reason: "Sorry" }, "amount"],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "renders", amount: 1.5, reason: "Sorry" }, "amount"],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "minutes", amount: 5, reason: "Sorry" }, "metric"],
      ["POST", `${plansOf(memberId)}/grants`, { metric: "renders", amount: 5, reason: "x".repeat(501) }, "reason"],
    ];
    for (const [method, path, json, field] of bad) {
      const answer = await staff.request(method, path, { json });
      expect(answer.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), `${method} ${path} ${JSON.stringify(json)}`).toContain(field);
    }
    expect((await staff.get(plansOf(memberId))).body.data.entries).toEqual([]);
  });

  it("puts the person on another plan, with the change, the staff member and the reason in the audit trail", async () => {
    const answer = await staff.request("PUT", `${plansOf(memberId)}/plan`, { json: { plan_id: "pro", reason: "Conference speaker" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ plan_id: "pro", reason: "Conference speaker" });
    expect((await member.get("/api/v1/subscription")).body.data).toMatchObject({ plan: { id: "pro" }, plan_source: "staff" });
    expect((await renderQuota()).limit).toBe(100);
    const [record] = await trailOf("plan_assignment", `user:${memberId}`);
    expect(record).toMatchObject({
      action: "insert",
      actorKind: "staff",
      actorId: staffId,
      source: "browser",
      reason: "Conference speaker",
      after: expect.objectContaining({ plan_id: "pro", owner_id: memberId, source: "staff" }),
    });
  });

  it("grants extra credit that raises the limit, is listed in the ledger, and is audited with its reason", async () => {
    const granted = await staff.post(`${plansOf(memberId)}/grants`, { metric: "renders", amount: 7, reason: "Render farm outage" });
    expect(granted.status).toBe(201);
    expect(granted.body.data).toMatchObject({
      kind: "grant",
      metric: "renders",
      amount: 7,
      reason: "Render farm outage",
      actor_id: staffId,
    });
    expect(await renderQuota()).toMatchObject({ limit: 107, granted: 7, left: 107 });
    const [record] = await trailOf("quota_ledger", String(granted.body.data.id));
    expect(record).toMatchObject({
      action: "insert",
      actorId: staffId,
      reason: "Render farm outage",
      after: expect.objectContaining({ amount: 7 }),
    });
  });

  it("pages through the ledger, newest first", async () => {
    for (const amount of [1, 2])
      await staff.post(`${plansOf(memberId)}/grants`, { metric: "image_generations", amount, reason: "Page me" });
    const first = await staff.get(`${plansOf(memberId)}?limit=2`);
    expect(first.body.data.entries.map((entry: { amount: number }) => entry.amount)).toEqual([2, 1]);
    const second = await staff.get(`${plansOf(memberId)}?limit=2&cursor=${first.body.data.next_cursor}`);
    expect(second.body.data.entries.map((entry: { amount: number }) => entry.amount)).toEqual([7]);
    expect(second.body.data.next_cursor).toBeNull();
  });

  it("forgets the person's plan, counters and ledger when they delete their account", async () => {
    const leaving = new TestClient(server.url);
    const { id } = await leaving.signUp(`plans-leaving-${kind}@example.com`, "leave-pass-1");
    expect((await staff.request("PUT", `${plansOf(id)}/plan`, { json: { plan_id: "pro", reason: "Trial" } })).status).toBe(200);
    expect((await staff.post(`${plansOf(id)}/grants`, { metric: "renders", amount: 1, reason: "Trial" })).status).toBe(201);
    expect((await leaving.post("/api/auth/delete-user", { password: "leave-pass-1" })).status).toBe(200);
    const { db } = server.database;
    expect(await db.select().from(planAssignment).where(eq(planAssignment.ownerId, id))).toEqual([]);
    expect(await db.select().from(quotaUsage).where(eq(quotaUsage.ownerId, id))).toEqual([]);
    expect(await db.select().from(quotaLedger).where(eq(quotaLedger.ownerId, id))).toEqual([]);
    // Others keep theirs.
    expect((await db.select().from(planAssignment).where(eq(planAssignment.ownerId, memberId))).length).toBe(1);
  });
});
