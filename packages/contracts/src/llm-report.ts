import type { LlmCallRequest, LlmCallResponse, LlmCallSource } from "./llm.ts";

/**
 * The staff function-calling report's shapes (`/api/v1/staff/llm-report/…`): figures over the
 * recorded model calls (`llm_call`) of a time range, and one call drilled into.
 */

export const LLM_REPORT_BUCKETS = ["hour", "day"] as const;
export type LlmReportBucket = (typeof LLM_REPORT_BUCKETS)[number];

export const LLM_REPORT_LIMITS = {
  /** The widest range a report covers. */
  rangeDays: 366,
  /** Hourly points are offered up to this range (744 points). */
  hourlyDays: 31,
} as const;

/**
 * The figures of a set of calls. A run is one task asked of a model: its first answer (attempt 0)
 * and the repair rounds after it (a chat turn's steps are each a run). Rates are shares (0–1),
 * null without calls.
 */
export interface LlmReportFigures {
  calls: number;
  successes: number;
  failures: number;
  /** Calls that answered a valid tool call, of all calls. */
  success_rate: number | null;
  /** First answers (attempt 0). */
  runs: number;
  /** Runs that succeeded only after a repair round (a successful call with attempt > 0). */
  repaired_runs: number;
  repair_rate: number | null;
  /** Runs whose caller gave up on the model and used its fallback (the text planner). */
  fallbacks: number;
  fallback_rate: number | null;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  input_tokens: number;
  output_tokens: number;
  /** US dollars of the calls whose cost is known; null when none is. */
  cost_usd: number | null;
  /** Calls without a price (no price configured, or no token counts). */
  cost_unknown_calls: number;
}

/** One point of the chart: the calls started in the bucket beginning at `at`. */
export interface LlmReportPoint {
  at: string;
  calls: number;
  successes: number;
  failures: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
}

/** One row of the tool × model table. */
export interface LlmReportRow extends LlmReportFigures {
  tool: string | null;
  provider: string;
  model: string;
}

export interface LlmReportSummary {
  from: string;
  to: string;
  bucket: LlmReportBucket;
  totals: LlmReportFigures;
  series: LlmReportPoint[];
  by_tool_model: LlmReportRow[];
}

/** The values the filters can take in a range. */
export interface LlmReportFilterOptions {
  tools: string[];
  models: string[];
  providers: string[];
  sources: LlmCallSource[];
}

/** A recorded call as the drill-down list shows it. */
export interface LlmCallSummary {
  id: string;
  created_at: string;
  source: LlmCallSource;
  purpose: string;
  tool: string | null;
  provider: string;
  model: string;
  run_id: string | null;
  attempt: number;
  latency_ms: number;
  success: boolean;
  fallback: boolean;
  /** The start of what went wrong (the whole of it on the call's own page). */
  error: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  cost_usd: number | null;
}

/** How a call's run ended: first time right, after a repair, handed to the fallback, or not at all. */
export const LLM_RUN_OUTCOMES = ["succeeded", "repaired", "fell-back", "failed"] as const;
export type LlmRunOutcome = (typeof LLM_RUN_OUTCOMES)[number];

/** A call drilled into: what was sent and answered, why it was invalid, and its run's calls in order. */
export interface LlmCallDetail extends LlmCallSummary {
  model_id: string | null;
  request: LlmCallRequest | null;
  response: LlmCallResponse | null;
  /** Why the answer was invalid, at JSON paths. */
  problems: { path: string; message: string }[];
  /** Where the tool's parameters (JSON Schema) are served; null for a tool the product does not describe. */
  tool_schema_url: string | null;
  outcome: LlmRunOutcome;
  run: LlmCallSummary[];
}
