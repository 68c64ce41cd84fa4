import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { llmCall } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const REPORT = "/api/v1/staff/llm-report";
const DAY = { from: "2026-03-10T00:00:00Z", to: "2026-03-11T00:00:00Z" };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const planner = { purpose: "plan", source: "planner", provider: "openai-compatible", model: "gpt-fake", modelId: "gpt-fake" } as const;
const chat = { purpose: "chat", source: "chat", provider: "anthropic", model: "claude-fake", modelId: "claude" } as const;
const invalidAnswer = {
  request: {
    messages: [
      { role: "system", content: "You write storyboards." },
      { role: "user", content: "Trail Runner 2 grips wet rock." },
    ],
    tool: "create_storyboard",
  },
  response: {
    text: null,
    tool_calls: [{ name: "create_storyboard", input: { scenes: [{ layoutId: "nope" }] } }],
    finish_reason: "tool-calls",
  },
  problems: [{ path: "/scenes/0/layoutId", message: "must be one of title, stat" }],
  error: "invalid storyboard: /scenes/0/layoutId: must be one of title, stat",
};

/**
 * One day of recorded calls: run A right the first time; run B repaired on its second answer;
 * run C three invalid answers then the text planner; a chat call without a run and without a
 * price; a chat call that timed out. Latencies 100…800 ms in that order. Two more calls lie
 * outside the day.
 */
function recordedCalls() {
  const runs = { a: randomUUID(), b: randomUUID(), c: randomUUID(), e: randomUUID() };
  const at = (time: string) => new Date(`2026-03-10T${time}Z`);
  const tokens = { inputTokens: 1000, outputTokens: 200 };
  return {
    a0: {
      ...planner,
      ...tokens,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.a,
      attempt: 0,
      latencyMs: 100,
      costUsd: 0.5,
      success: true,
      createdAt: at("01:10:00"),
    },
    b0: {
      ...planner,
      ...tokens,
      ...invalidAnswer,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.b,
      attempt: 0,
      latencyMs: 200,
      costUsd: 0.25,
      success: false,
      createdAt: at("01:20:00"),
    },
    b1: {
      ...planner,
      ...tokens,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.b,
      attempt: 1,
      latencyMs: 300,
      costUsd: 0.25,
      success: true,
      createdAt: at("01:21:00"),
    },
    c0: {
      ...planner,
      ...tokens,
      ...invalidAnswer,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.c,
      attempt: 0,
      latencyMs: 400,
      costUsd: 0.125,
      success: false,
      createdAt: at("02:05:00"),
    },
    c1: {
      ...planner,
      ...tokens,
      ...invalidAnswer,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.c,
      attempt: 1,
      latencyMs: 500,
      costUsd: 0.125,
      success: false,
    },
    c2: {
      ...planner,
      ...tokens,
      ...invalidAnswer,
      id: randomUUID(),
      tool: "create_storyboard",
      runId: runs.c,
      attempt: 2,
      latencyMs: 600,
      costUsd: 0.25,
      success: false,
      fallback: true,
    },
    d: {
      ...chat,
      id: randomUUID(),
      tool: "find_templates",
      inputTokens: 50,
      outputTokens: 10,
      attempt: 0,
      latencyMs: 700,
      success: true,
      createdAt: at("03:30:00"),
    },
    e: {
      ...chat,
      id: randomUUID(),
      tool: "search_help",
      runId: runs.e,
      attempt: 0,
      latencyMs: 800,
      success: false,
      error: "The operation timed out.",
      createdAt: at("03:40:00"),
    },
    before: {
      ...planner,
      id: randomUUID(),
      tool: "old_tool",
      attempt: 0,
      latencyMs: 5,
      success: true,
      createdAt: new Date("2026-03-09T23:59:59.999Z"),
    },
    after: {
      ...chat,
      source: "layout-gen",
      id: randomUUID(),
      tool: "create_layout",
      attempt: 0,
      latencyMs: 5,
      success: true,
      createdAt: new Date("2026-03-11T05:00:00Z"),
    },
  } satisfies Record<string, typeof llmCall.$inferInsert & { id: string }>;
}

describe.each(databaseKinds)("the function-calling report over HTTP on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let calls: ReturnType<typeof recordedCalls>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
    staff = new TestClient(server.url);
    await staff.signUp("analyst@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'analyst@staff.test'`);
    calls = recordedCalls();
    const { c1, c2, ...timed } = calls;
    await server.database.db.insert(llmCall).values(Object.values(timed));
    // Two answers of run C within one millisecond of c0: the list's cursor must keep PostgreSQL's microseconds.
    await server.database.db.insert(llmCall).values([
      { ...c1, createdAt: sql`'2026-03-10 02:05:00.000100+00'::timestamptz` },
      { ...c2, createdAt: sql`'2026-03-10 02:05:00.000200+00'::timestamptz` },
    ]);
  });
  afterAll(() => server?.destroy());

  const summary = async (params: Record<string, string>) => {
    const response = await staff.get(`${REPORT}/summary?${query({ ...DAY, ...params })}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it("answers the day's figures: success, repair and fallback rates, latency percentiles, tokens and cost", async () => {
    const report = await summary({});
    expect(report).toMatchObject({ from: "2026-03-10T00:00:00.000Z", to: "2026-03-11T00:00:00.000Z", bucket: "hour" });
    expect(report.totals).toEqual({
      calls: 8,
      successes: 3,
      failures: 5,
      success_rate: 3 / 8,
      runs: 5,
      repaired_runs: 1,
      repair_rate: 1 / 5,
      fallbacks: 1,
      fallback_rate: 1 / 5,
      // percentile_cont over 100…800: halfway between 400 and 500, and 65 % of the way from 700 to 800.
      latency_p50_ms: 450,
      latency_p95_ms: expect.closeTo(765, 9),
      input_tokens: 6050,
      output_tokens: 1210,
      cost_usd: 1.5,
      cost_unknown_calls: 2,
    });
  });

  it("draws a point per hour, empty hours included, with each hour's calls and latency", async () => {
    const { series } = await summary({});
    expect(series).toHaveLength(24);
    expect(series[0]).toEqual({
      at: "2026-03-10T00:00:00Z",
      calls: 0,
      successes: 0,
      failures: 0,
      latency_p50_ms: null,
      latency_p95_ms: null,
    });
    expect(series.slice(1, 4)).toEqual([
      { at: "2026-03-10T01:00:00Z", calls: 3, successes: 2, failures: 1, latency_p50_ms: 200, latency_p95_ms: expect.closeTo(290, 9) },
      { at: "2026-03-10T02:00:00Z", calls: 3, successes: 0, failures: 3, latency_p50_ms: 500, latency_p95_ms: expect.closeTo(590, 9) },
      { at: "2026-03-10T03:00:00Z", calls: 2, successes: 1, failures: 1, latency_p50_ms: 750, latency_p95_ms: expect.closeTo(795, 9) },
    ]);
  });

  it("counts by the day over a longer range, and takes the step asked for", async () => {
    const threeDays = { from: "2026-03-09T12:00:00Z", to: "2026-03-12T12:00:00Z" };
    const daily = await summary(threeDays);
    expect(daily.bucket).toBe("day");
    expect(daily.series.map((point: { at: string; calls: number }) => [point.at, point.calls])).toEqual([
      ["2026-03-09T00:00:00Z", 1],
      ["2026-03-10T00:00:00Z", 8],
      ["2026-03-11T00:00:00Z", 1],
      ["2026-03-12T00:00:00Z", 0],
    ]);
    expect((await summary({ ...threeDays, bucket: "hour" })).series).toHaveLength(72);
  });

  it("makes a row per tool × model, most calls first, with the same figures", async () => {
    const rows = (await summary({})).by_tool_model;
    expect(rows.map((row: any) => [row.tool, row.provider, row.model, row.calls])).toEqual([
      ["create_storyboard", "openai-compatible", "gpt-fake", 6],
      ["find_templates", "anthropic", "claude-fake", 1],
      ["search_help", "anthropic", "claude-fake", 1],
    ]);
    expect(rows[0]).toMatchObject({
      runs: 3,
      repaired_runs: 1,
      repair_rate: 1 / 3,
      fallback_rate: 1 / 3,
      latency_p50_ms: 350,
      cost_usd: 1.5,
    });
    expect(rows[1]).toMatchObject({ success_rate: 1, cost_usd: null, cost_unknown_calls: 1, input_tokens: 50 });
  });

  it("narrows every figure by tool, model, provider and source", async () => {
    expect((await summary({ source: "chat" })).totals).toMatchObject({ calls: 2, successes: 1, runs: 2, cost_usd: null });
    expect((await summary({ tool: "create_storyboard" })).totals).toMatchObject({ calls: 6, repaired_runs: 1, fallbacks: 1 });
    expect((await summary({ model: "claude-fake" })).totals.calls).toBe(2);
    expect((await summary({ provider: "openai-compatible", source: "planner" })).totals.calls).toBe(6);
    const none = await summary({ tool: "create_storyboard", source: "chat" });
    expect(none.totals).toMatchObject({ calls: 0, success_rate: null, repair_rate: null, latency_p50_ms: null, cost_usd: null });
    expect(none.by_tool_model).toEqual([]);
  });

  it("lists the range's tools, models, providers and sources for the filters", async () => {
    const response = await staff.get(`${REPORT}/filters?${query(DAY)}`);
    expect(response.body.data).toEqual({
      tools: ["create_storyboard", "find_templates", "search_help"],
      models: ["claude-fake", "gpt-fake"],
      providers: ["anthropic", "openai-compatible"],
      sources: ["chat", "planner"],
    });
  });

  it("lists the failing calls newest first, a page at a time, none twice", async () => {
    const all = await staff.get(`${REPORT}/calls?${query({ ...DAY, failed: "true" })}`);
    const expected = [calls.e, calls.c2, calls.c1, calls.c0, calls.b0].map((call) => call.id);
    expect(all.body.data.map((call: { id: string }) => call.id)).toEqual(expected);
    expect(all.body.next_cursor).toBeNull();
    expect(all.body.data[0]).toEqual({
      id: calls.e.id,
      created_at: "2026-03-10T03:40:00.000Z",
      source: "chat",
      purpose: "chat",
      tool: "search_help",
      provider: "anthropic",
      model: "claude-fake",
      run_id: calls.e.runId,
      attempt: 0,
      latency_ms: 800,
      success: false,
      fallback: false,
      error: "The operation timed out.",
      input_tokens: null,
      output_tokens: null,
      cost_usd: null,
    });

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const params: Record<string, string> = { ...DAY, failed: "true", limit: "1", ...(cursor ? { cursor } : {}) };
      const page = await staff.get(`${REPORT}/calls?${query(params)}`);
      paged.push(...page.body.data.map((call: { id: string }) => call.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(paged).toEqual(expected);

    const everything = await staff.get(`${REPORT}/calls?${query({ ...DAY, source: "chat" })}`);
    expect(everything.body.data.map((call: { id: string }) => call.id)).toEqual([calls.e.id, calls.d.id]);
  });

  it("drills into a failed answer: what was sent, the raw answer, its problems and the repair that followed", async () => {
    const response = await staff.get(`${REPORT}/calls/${calls.b0.id}`);
    expect(response.status).toBe(200);
    const detail = response.body.data;
    expect(detail).toMatchObject({
      id: calls.b0.id,
      model_id: "gpt-fake",
      request: invalidAnswer.request,
      response: invalidAnswer.response,
      problems: invalidAnswer.problems,
      error: invalidAnswer.error,
      tool_schema_url: `${REPORT}/tools/create_storyboard/schema`,
      outcome: "repaired",
    });
    expect(detail.run.map((call: { id: string; attempt: number; success: boolean }) => [call.id, call.attempt, call.success])).toEqual([
      [calls.b0.id, 0, false],
      [calls.b1.id, 1, true],
    ]);
    const schema = await staff.get(detail.tool_schema_url);
    expect(schema.body.data).toMatchObject({ type: "object", properties: { scenes: { type: "array" } } });
  });

  it("says how each run ended: fell back, failed, or right the first time", async () => {
    const detail = async (id: string) => (await staff.get(`${REPORT}/calls/${id}`)).body.data;
    const fellBack = await detail(calls.c1.id);
    expect(fellBack.outcome).toBe("fell-back");
    expect(fellBack.run.map((call: { id: string; fallback: boolean }) => [call.id, call.fallback])).toEqual([
      [calls.c0.id, false],
      [calls.c1.id, false],
      [calls.c2.id, true],
    ]);
    expect(await detail(calls.e.id)).toMatchObject({ outcome: "failed", tool_schema_url: null, request: null, problems: [] });
    // A call recorded without a run is a run of its own.
    expect(await detail(calls.d.id)).toMatchObject({ outcome: "succeeded", run: [{ id: calls.d.id }] });
  });

  it("answers 404 for an unknown call or tool, and 400 for a malformed id", async () => {
    expect((await staff.get(`${REPORT}/calls/${randomUUID()}`)).status).toBe(404);
    expect((await staff.get(`${REPORT}/tools/find_templates/schema`)).status).toBe(404);
    expect((await staff.get(`${REPORT}/tools/constructor/schema`)).status).toBe(404);
    expect((await staff.get(`${REPORT}/calls/nope`)).body.error.fields).toHaveProperty("id");
  });

  it("refuses a missing, reversed or too wide range, and any other bad input, naming the field", async () => {
    const refused = async (path: string) => {
      const response = await staff.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error.code).toBe("invalid_request");
      return Object.keys(response.body.error.fields);
    };
    expect(await refused(`${REPORT}/summary?${query({ to: DAY.to })}`)).toEqual(["from"]);
    expect(await refused(`${REPORT}/summary?${query({ from: DAY.to, to: DAY.from })}`)).toEqual(["to"]);
    expect(await refused(`${REPORT}/summary?${query({ from: "2025-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z" })}`)).toEqual(["to"]);
    expect(
      await refused(`${REPORT}/summary?${query({ from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z", bucket: "hour" })}`),
    ).toEqual(["bucket"]);
    expect(await refused(`${REPORT}/summary?${query({ ...DAY, bucket: "week" })}`)).toEqual(["bucket"]);
    expect(await refused(`${REPORT}/summary?${query({ ...DAY, source: "email" })}`)).toEqual(["source"]);
    expect(await refused(`${REPORT}/summary?${query({ from: "yesterday", to: DAY.to })}`)).toEqual(["from"]);
    expect(await refused(`${REPORT}/filters?${query({ from: DAY.from })}`)).toEqual(["to"]);
    expect(await refused(`${REPORT}/calls?${query({ ...DAY, cursor: "bm90IGEgY3Vyc29y" })}`)).toEqual(["cursor"]);
    expect(await refused(`${REPORT}/calls?${query({ ...DAY, failed: "maybe" })}`)).toEqual(["failed"]);
    expect(await refused(`${REPORT}/calls?${query({ ...DAY, limit: "500" })}`)).toEqual(["limit"]);
  });

  it("is for staff only: 401 signed out, 403 for members", async () => {
    const paths = [
      `${REPORT}/summary?${query(DAY)}`,
      `${REPORT}/filters?${query(DAY)}`,
      `${REPORT}/calls?${query(DAY)}`,
      `${REPORT}/calls/${calls.b0.id}`,
      `${REPORT}/tools/create_storyboard/schema`,
    ];
    for (const path of paths) {
      expect((await new TestClient(server.url).get(path)).status, path).toBe(401);
      expect((await member.get(path)).status, path).toBe(403);
    }
  });
});
