import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countApiKeyRequest } from "../src/production/render-api/rate-limit-queries.ts";
import { apiCaller, RENDERS } from "./helpers/api-caller.ts";
import { makeClient } from "./helpers/clients.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("the public API's rate limit across two API processes on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    const shared = { DATABASE_URL: scratch.url, AUTH_SECRET: "a-secret-both-processes-share-0123456789", API_RATE_LIMIT_PER_MINUTE: "4" };
    // "pglite" here only means the helper makes no database of its own: DATABASE_URL names the shared one.
    first = await startTestServer("pglite", { ...shared, ROLE: "api" });
    second = await startTestServer("pglite", { ...shared, ROLE: "api" });
  });
  afterAll(async () => {
    await second?.destroy();
    await first?.destroy();
    await scratch?.drop();
  });

  it("counts a key's requests to either process against one limit", async () => {
    const made = await makeClient(first);
    const [one, two] = [apiCaller(first, made.key), apiCaller(second, made.key)];
    const remaining = [];
    for (const caller of [one, two, one, two]) remaining.push((await caller.get(RENDERS)).headers.get("ratelimit-remaining"));
    expect(remaining).toEqual(["3", "2", "1", "0"]);
    const refused = await two.get(RENDERS);
    expect([refused.status, refused.body.error.code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await one.get(RENDERS)).status).toBe(429);
  });

  it("starts a new window once the last one has ended", async () => {
    const made = await makeClient(first);
    const db = first.database.db;
    for (const expected of [1, 2, 3]) expect((await countApiKeyRequest(db, made.keyId, 60_000)).hits).toBe(expected);
    await db.execute(sql`update api_rate_limit set window_start = now() - interval '61 seconds' where key_id = ${made.keyId}`);
    const fresh = await countApiKeyRequest(db, made.keyId, 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(59_000);
    expect(fresh.ttlMs).toBeLessThanOrEqual(60_000);
  });
});
