import type { LlmCallDetail, LlmCallSummary, LlmReportFigures, LlmReportRow, LlmReportSummary } from "@framewise/contracts";

/** The figures of a group of calls, empty unless overridden. */
export const figures = (overrides: Partial<LlmReportFigures> = {}): LlmReportFigures => ({
  calls: 0,
  successes: 0,
  failures: 0,
  success_rate: null,
  runs: 0,
  repaired_runs: 0,
  repair_rate: null,
  fallbacks: 0,
  fallback_rate: null,
  latency_p50_ms: null,
  latency_p95_ms: null,
  input_tokens: 0,
  output_tokens: 0,
  cost_usd: null,
  cost_unknown_calls: 0,
  ...overrides,
});

export const row = (tool: string | null, model: string, overrides: Partial<LlmReportFigures> = {}): LlmReportRow => ({
  tool,
  provider: model.startsWith("claude") ? "anthropic" : "openai-compatible",
  model,
  ...figures(overrides),
});

/** A day of eight calls: two runs of the planner repaired or fallen back, and two chat calls. */
export const daySummary: LlmReportSummary = {
  from: "2026-03-10T00:00:00.000Z",
  to: "2026-03-11T00:00:00.000Z",
  bucket: "hour",
  totals: figures({
    calls: 8,
    successes: 3,
    failures: 5,
    success_rate: 0.375,
    runs: 5,
    repaired_runs: 1,
    repair_rate: 0.2,
    fallbacks: 1,
    fallback_rate: 0.2,
    latency_p50_ms: 450,
    latency_p95_ms: 765,
    input_tokens: 6050,
    output_tokens: 1210,
    cost_usd: 1.5,
    cost_unknown_calls: 2,
  }),
  series: [
    { at: "2026-03-10T01:00:00Z", calls: 3, successes: 2, failures: 1, latency_p50_ms: 200, latency_p95_ms: 290 },
    { at: "2026-03-10T02:00:00Z", calls: 3, successes: 0, failures: 3, latency_p50_ms: 500, latency_p95_ms: 590 },
    { at: "2026-03-10T03:00:00Z", calls: 2, successes: 1, failures: 1, latency_p50_ms: 750, latency_p95_ms: 795 },
  ],
  by_tool_model: [
    row("create_storyboard", "gpt-fake", {
      calls: 6,
      successes: 2,
      success_rate: 1 / 3,
      latency_p50_ms: 350,
      latency_p95_ms: 575,
      cost_usd: 1.5,
    }),
    row("find_templates", "claude-fake", {
      calls: 1,
      successes: 1,
      success_rate: 1,
      latency_p50_ms: 700,
      latency_p95_ms: 700,
      cost_unknown_calls: 1,
    }),
    row("search_help", "claude-fake", { calls: 1, success_rate: 0, latency_p50_ms: 800, latency_p95_ms: 800, cost_unknown_calls: 1 }),
  ],
};

export const failedCall = (overrides: Partial<LlmCallSummary> = {}): LlmCallSummary => ({
  id: "call-b0",
  created_at: "2026-03-10T01:20:00.000Z",
  source: "planner",
  purpose: "plan",
  tool: "create_storyboard",
  provider: "openai-compatible",
  model: "gpt-fake",
  run_id: "run-b",
  attempt: 0,
  latency_ms: 200,
  success: false,
  fallback: false,
  error: "invalid storyboard: /scenes/0/layoutId: must be one of title, stat",
  input_tokens: 1000,
  output_tokens: 200,
  cost_usd: 0.25,
  ...overrides,
});

export const callDetail: LlmCallDetail = {
  ...failedCall(),
  model_id: "gpt-fake",
  request: {
    messages: [
      { role: "system", content: `You write storyboards.\n${"Layouts you may use: title, stat. ".repeat(40)}` },
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
  tool_schema_url: "/api/v1/staff/llm-report/tools/create_storyboard/schema",
  outcome: "repaired",
  run: [
    failedCall(),
    failedCall({ id: "call-b1", attempt: 1, success: true, error: null, latency_ms: 300, created_at: "2026-03-10T01:21:00.000Z" }),
  ],
};
