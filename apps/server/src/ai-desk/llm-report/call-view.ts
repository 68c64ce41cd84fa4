import { LLM_CALL_SOURCES, LLM_RUN_OUTCOMES, type LlmCallDetail, type LlmCallSummary } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { CallDetail } from "./find-call-detail.ts";
import type { CallSummaryRow } from "./report-queries.ts";

export const callSummaryView = (row: CallSummaryRow): LlmCallSummary => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  source: row.source,
  purpose: row.purpose,
  tool: row.tool,
  provider: row.provider,
  model: row.model,
  run_id: row.runId,
  attempt: row.attempt,
  latency_ms: row.latencyMs,
  success: row.success,
  fallback: row.fallback,
  error: row.error,
  input_tokens: row.inputTokens,
  output_tokens: row.outputTokens,
  cost_usd: row.costUsd,
});

/** A call drilled into; `toolSchemaUrl` says where its tool's parameters are served (null for an unknown tool). */
export const callDetailView = ({ call, run, outcome }: CallDetail, toolSchemaUrl: string | null): LlmCallDetail => ({
  ...callSummaryView(call),
  model_id: call.modelId,
  request: call.request,
  response: call.response,
  problems: call.problems ?? [],
  tool_schema_url: toolSchemaUrl,
  outcome,
  run: run.map(callSummaryView),
});

const summaryShape = {
  id: z.string(),
  created_at: timestamp,
  source: z.enum(LLM_CALL_SOURCES),
  purpose: z.string().describe('What the call was for: "plan" (a storyboard), "chat"…'),
  tool: z.string().nullable(),
  provider: z.string(),
  model: z.string(),
  run_id: z.string().nullable().describe("The calls of one task share it: an answer and its repairs."),
  attempt: z.number().describe("0 for the first answer, then each repair round."),
  latency_ms: z.number(),
  success: z.boolean(),
  fallback: z.boolean().describe("The caller gave up on the model after this call and used its fallback."),
  error: z.string().nullable(),
  input_tokens: z.number().nullable(),
  output_tokens: z.number().nullable(),
  cost_usd: z.number().nullable(),
};
export const callSummarySchema = z.strictObject(summaryShape).meta({ id: "LlmCallSummary" }) satisfies z.ZodType<LlmCallSummary>;

export const callDetailSchema = z
  .strictObject({
    ...summaryShape,
    model_id: z.string().nullable().describe("The configured model's id."),
    request: z
      .strictObject({ messages: z.array(z.unknown()), tool: z.string().nullable() })
      .nullable()
      .describe("What was sent; kept only for calls that were not a first-time success."),
    response: z
      .strictObject({
        text: z.string().nullable(),
        tool_calls: z.array(z.strictObject({ name: z.string(), input: z.unknown() })),
        finish_reason: z.string().nullable(),
      })
      .nullable()
      .describe("The raw answer as the model gave it."),
    problems: z.array(z.strictObject({ path: z.string(), message: z.string() })).describe("Why the answer was invalid, at JSON paths."),
    tool_schema_url: z.string().nullable().describe("Where the tool's parameters (JSON Schema) are served."),
    outcome: z.enum(LLM_RUN_OUTCOMES).describe("How the call's run ended."),
    run: z.array(callSummarySchema).describe("The run's calls in the order they were made (this one included)."),
  })
  .meta({ id: "LlmCallDetail" }) satisfies z.ZodType<LlmCallDetail>;
