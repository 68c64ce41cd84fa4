import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, RENDERS, renderReaches } from "./helpers/api-caller.ts";
import { makeClient, signInStaff, type MadeClient } from "./helpers/clients.ts";
import type { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const seconds = (total: number) => ({ "scenes.0.duration": total / 2, "scenes.1.duration": total / 2 });

describe("the public API's rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { API_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => server?.destroy());

  it("answers 429 with Retry-After past API_RATE_LIMIT_PER_MINUTE, counting each key on its own", async () => {
    const staff = await signInStaff(server);
    const [first, second] = [await makeClient(server, { staff }), await makeClient(server, { staff })];
    const caller = apiCaller(server, first.key);
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await caller.get(RENDERS)).headers.get("ratelimit-remaining"));
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await caller.post(RENDERS, { template: first.templateId, dry_run: true });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await apiCaller(server, second.key).get(RENDERS)).status).toBe(200);
  });

  it("counts every client API route against the same limit: the key check and pushes to a pipeline too", async () => {
    const made = await makeClient(server, { scopes: ["read", "pipelines"] });
    const caller = apiCaller(server, made.key);
    expect((await caller.get("/api/v1/client")).headers.get("ratelimit-remaining")).toBe("2");
    const push = await caller.post(`/api/v1/client/pipelines/${randomUUID()}/items`, { items: [{ id: "a" }] });
    expect([push.status, push.headers.get("ratelimit-remaining")]).toEqual([404, "1"]);
    expect((await caller.get(RENDERS)).status).toBe(200);
    const refused = await caller.get("/api/v1/client");
    expect([refused.status, refused.body.error.code]).toEqual([429, "rate_limited"]);
    expect((await caller.post(`/api/v1/client/pipelines/${randomUUID()}/items`, { items: [{ id: "a" }] })).status).toBe(429);
  });
});

describe.each(databaseKinds)("the public API's render limits on %s", (kind) => {
  let server: TestServer;
  let busy: MadeClient;
  let quiet: MadeClient;

  beforeAll(async () => {
    // Two renders at once, one per owner: the shape that keeps one owner from holding the queue.
    server = await startTestServer(kind, { RENDER_CONCURRENCY: "2", RENDER_MAX_RUNNING_PER_USER: "1" });
    const staff = await signInStaff(server);
    busy = await makeClient(server, { staff, maxConcurrentRenders: 3 });
    quiet = await makeClient(server, { staff, maxConcurrentRenders: 1 });
  });
  afterAll(() => server?.destroy());

  it("refuses a client's render past its max_concurrent_renders with 429 client_concurrency", async () => {
    const caller = apiCaller(server, quiet.key);
    const first = await caller.post(RENDERS, { template: quiet.templateId, modifications: seconds(30) });
    expect(first.status).toBe(202);
    const refused = await caller.post(RENDERS, { template: quiet.templateId, modifications: seconds(1) });
    expect([refused.status, refused.body.error.code]).toEqual([429, "client_concurrency"]);
    await caller.post(`${RENDERS}/${first.body.data.id}/cancel`);
    const next = await caller.post(RENDERS, { template: quiet.templateId, modifications: seconds(1) });
    expect(next.status).toBe(202);
    await renderReaches(caller, next.body.data.id, ["done"]);
  });

  it("lets another client's render start and finish while one client has long renders waiting", async () => {
    const caller = apiCaller(server, busy.key);
    const long = [];
    for (let i = 0; i < 3; i++)
      long.push((await caller.post(RENDERS, { template: busy.templateId, modifications: seconds(40) })).body.data.id as string);
    await renderReaches(caller, long[0]!, ["rendering"]);
    const other = apiCaller(server, quiet.key);
    const short = await other.post(RENDERS, { template: quiet.templateId, modifications: seconds(1) });
    expect((await renderReaches(other, short.body.data.id, ["done", "failed"])).status).toBe("done");
    // It did not wait for the busy client's backlog: at most one of those is done.
    const statuses = await Promise.all(long.map(async (id) => (await caller.get(`${RENDERS}/${id}`)).body.data.status));
    expect(statuses.filter((status) => status === "done").length).toBeLessThanOrEqual(1);
    for (const id of long) await caller.post(`${RENDERS}/${id}/cancel`);
  });
});

describe.each(databaseKinds)("a client on a plan capped at 720p and two renders a month (%s)", (kind) => {
  let server: TestServer;
  let made: MadeClient;
  let caller: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_RENDER_RESOLUTION: "720", RENDERS_PER_MONTH: "2", API_RATE_LIMIT_PER_MINUTE: "100000" });
    made = await makeClient(server);
    caller = apiCaller(server, made.key);
  });
  afterAll(() => server?.destroy());

  const ask = (extra: Record<string, unknown>) =>
    caller.post(RENDERS, {
      template: made.templateId,
      aspectRatio: "16:9",
      modifications: { "scenes.0.duration": 0.5, "scenes.1.duration": 0.5 },
      ...extra,
    });

  it("renders at the plan's size unless asked for less, and a dry run answers exactly what the render would", async () => {
    expect((await ask({ dry_run: true })).body.data).toMatchObject({ width: 1280, height: 720 });
    expect((await ask({ dry_run: true, resolution: 480 })).body.data).toMatchObject({ width: 854, height: 480 });
    const tooSharp = await ask({ dry_run: true, resolution: 1080 });
    expect([tooSharp.status, tooSharp.body.error.code]).toEqual([422, "resolution_not_in_plan"]);
    expect(tooSharp.body.error.message).toMatch(
      /plan renders at most 720p\. Ask for a smaller `resolution`, or ask your Framewise contact/,
    );
    expect(tooSharp.body.error.message).not.toContain("/subscription");
    expect((await ask({ resolution: 1080 })).body.error.code).toBe("resolution_not_in_plan");
    const beyond = await ask({ dry_run: true, resolution: 1440 });
    expect([beyond.status, beyond.body.error.fields]).toEqual([
      400,
      { resolution: "This 16:9 document is 1920×1080: its resolution is at most 1080." },
    ]);

    expect((await ask({})).status).toBe(202);
    expect((await ask({ resolution: 360 })).status).toBe(202);
    // The month's two renders are used: the dry run is refused as the render is, and counts nothing.
    const dry = await ask({ dry_run: true });
    const real = await ask({});
    expect([dry.status, dry.body.error.code]).toEqual([429, "quota_exceeded"]);
    expect([real.status, real.body.error]).toEqual([429, dry.body.error]);
    expect(dry.body.error.message).toMatch(/ask your Framewise contact for a bigger plan/);
  });
});
