import {
  LLM_CALL_SOURCES,
  LLM_REPORT_BUCKETS,
  type LlmReportFigures,
  type LlmReportFilterOptions,
  type LlmReportPoint,
  type LlmReportRow,
  type LlmReportSummary,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { FigureCounts } from "./report-queries.ts";

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export const figuresView = (counts: FigureCounts): LlmReportFigures => ({
  calls: counts.calls,
  successes: counts.successes,
  failures: counts.calls - counts.successes,
  success_rate: share(counts.successes, counts.calls),
  runs: counts.runs,
  repaired_runs: counts.repairedRuns,
  repair_rate: share(counts.repairedRuns, counts.runs),
  fallbacks: counts.fallbacks,
  fallback_rate: share(counts.fallbacks, counts.runs),
  latency_p50_ms: counts.latencyP50,
  latency_p95_ms: counts.latencyP95,
  input_tokens: counts.inputTokens,
  output_tokens: counts.outputTokens,
  cost_usd: counts.costUsd,
  cost_unknown_calls: counts.costUnknownCalls,
});

const rate = (what: string) => z.number().nullable().describe(`${what}, a share from 0 to 1; null without calls.`);
const figuresShape = {
  calls: z.number(),
  successes: z.number(),
  failures: z.number(),
  success_rate: rate("Calls that answered a valid tool call"),
  runs: z.number().describe("Tasks asked of a model: first answers (attempt 0), each followed by its repair rounds."),
  repaired_runs: z.number(),
  repair_rate: rate("Runs that succeeded only after a repair round"),
  fallbacks: z.number(),
  fallback_rate: rate("Runs whose caller fell back (the text planner)"),
  latency_p50_ms: z.number().nullable(),
  latency_p95_ms: z.number().nullable(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  cost_usd: z.number().nullable().describe("US dollars of the calls whose cost is known; null when none is."),
  cost_unknown_calls: z.number().describe("Calls without a known cost (no price configured, or no token counts)."),
};
export const figuresSchema = z.strictObject(figuresShape).meta({ id: "LlmReportFigures" }) satisfies z.ZodType<LlmReportFigures>;

const pointSchema = z
  .strictObject({
    at: timestamp.describe("The bucket's start (UTC)."),
    calls: z.number(),
    successes: z.number(),
    failures: z.number(),
    latency_p50_ms: z.number().nullable(),
    latency_p95_ms: z.number().nullable(),
  })
  .meta({ id: "LlmReportPoint" }) satisfies z.ZodType<LlmReportPoint>;

const rowSchema = z
  .strictObject({ tool: z.string().nullable(), provider: z.string(), model: z.string(), ...figuresShape })
  .meta({ id: "LlmReportRow" }) satisfies z.ZodType<LlmReportRow>;

export const summarySchema = z
  .strictObject({
    from: timestamp,
    to: timestamp,
    bucket: z.enum(LLM_REPORT_BUCKETS),
    totals: figuresSchema,
    series: z.array(pointSchema).describe("Every bucket of the range in order, empty ones included."),
    by_tool_model: z.array(rowSchema).describe("Most calls first."),
  })
  .meta({ id: "LlmReportSummary" }) satisfies z.ZodType<LlmReportSummary>;

export const filterOptionsSchema = z
  .strictObject({
    tools: z.array(z.string()),
    models: z.array(z.string()),
    providers: z.array(z.string()),
    sources: z.array(z.enum(LLM_CALL_SOURCES)),
  })
  .meta({ id: "LlmReportFilterOptions" }) satisfies z.ZodType<LlmReportFilterOptions>;
