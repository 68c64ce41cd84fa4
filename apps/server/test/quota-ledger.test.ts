import type { Plan } from "@framewise/contracts";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { quotaLedger, quotaUsage } from "../src/platform/db/schema.ts";
import { giveBackQuota } from "../src/workspace/quota/give-back-quota.ts";
import { releaseStorage } from "../src/workspace/quota/release-storage.ts";
import { takeQuota } from "../src/workspace/quota/take-quota.ts";
import { databaseKinds } from "./helpers/test-server.ts";

const plan: Plan = {
  id: "tiny",
  name: "Tiny",
  limits: { renders: 5, render_seconds: 600, image_generations: 3, storage_bytes: 1000, max_resolution: 720 },
};

describe.each(databaseKinds)("the quota ledger on %s", (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    drop = scratch && (() => scratch.drop());
    database = await openDatabase({ databaseUrl: scratch?.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const usage = async (ownerId: string, metric: string) => {
    const rows = await database.db
      .select()
      .from(quotaUsage)
      .where(and(eq(quotaUsage.ownerId, ownerId), eq(quotaUsage.metric, metric as "renders")));
    return rows.reduce((sum, row) => sum + row.used, 0);
  };
  const entries = (ownerId: string) => database.db.select().from(quotaLedger).where(eq(quotaLedger.ownerId, ownerId));

  it("lets 20 takes at once count no more than the limit, each counted one with its ledger entry", async () => {
    const owner = { kind: "user" as const, id: "racer" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        takeQuota(database.db, { plan, owner }, { renders: 1, render_seconds: 60 }, `render:${index}`),
      ),
    );
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(5);
    expect(answers.find((answer) => answer !== undefined)).toMatchObject({ asked: 1, state: { metric: "renders", used: 5, left: 0 } });
    expect(await usage("racer", "renders")).toBe(5);
    // All of a take or none: the refused ones left no render minutes behind either.
    expect(await usage("racer", "render_seconds")).toBe(300);
    expect((await entries("racer")).filter((entry) => entry.kind === "use")).toHaveLength(10);
  });

  it("refuses a take of several quotas whole when one of them is full", async () => {
    const owner = { kind: "user" as const, id: "long-video" };
    const refused = await takeQuota(database.db, { plan, owner }, { renders: 1, render_seconds: 601 }, "render:long");
    expect(refused?.state).toMatchObject({ metric: "render_seconds", used: 0, limit: 600 });
    expect(await usage("long-video", "renders")).toBe(0);
    expect(await entries("long-video")).toEqual([]);
  });

  it("gives a reference back exactly once, however many ask at the same moment, to the month it was counted in", async () => {
    const owner = { kind: "user" as const, id: "refunded" };
    const november = new Date("2026-11-30T23:59:00Z");
    expect(await takeQuota(database.db, { plan, owner }, { renders: 1, render_seconds: 90 }, "render:r1", november)).toBeUndefined();
    expect(await takeQuota(database.db, { plan, owner }, { renders: 1, render_seconds: 30 }, "render:r2", november)).toBeUndefined();
    await Promise.all(Array.from({ length: 10 }, () => giveBackQuota(database.db, "render:r1")));
    const refunds = (await entries("refunded")).filter((entry) => entry.kind === "refund");
    expect(refunds.map((entry) => [entry.metric, entry.period, entry.amount]).sort()).toEqual([
      ["render_seconds", "2026-11", -90],
      ["renders", "2026-11", -1],
    ]);
    expect(await usage("refunded", "renders")).toBe(1);
    expect(await usage("refunded", "render_seconds")).toBe(30);
  });

  it("releases a deleted asset's bytes once, also for an asset stored before the ledger counted uploads", async () => {
    const owner = { kind: "user" as const, id: "keeper" };
    expect(await takeQuota(database.db, { plan, owner }, { storage_bytes: 600 }, "asset:a1")).toBeUndefined();
    const tooBig = await takeQuota(database.db, { plan, owner }, { storage_bytes: 500 }, "asset:a2");
    expect(tooBig?.state).toMatchObject({ metric: "storage_bytes", used: 600, left: 400, resets_at: null });
    await releaseStorage(database.db, owner, [{ id: "a1", sizeBytes: 600 }]);
    await releaseStorage(database.db, owner, [{ id: "a1", sizeBytes: 600 }]);
    expect(await usage("keeper", "storage_bytes")).toBe(0);
    // An asset the ledger never saw (carried over as one total) still gives its bytes back, never below zero.
    await releaseStorage(database.db, owner, [{ id: "old", sizeBytes: 50 }]);
    expect(await usage("keeper", "storage_bytes")).toBe(0);
  });
});
