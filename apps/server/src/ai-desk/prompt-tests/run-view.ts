import {
  PROMPT_CHECKS,
  PROMPT_TEST_RESULT_STATUSES,
  PROMPT_TEST_RUN_STATUSES,
  type PromptTestChange,
  type PromptTestResult,
  type PromptTestRun,
  type PromptTestRunDetail,
  type PromptTestTrendPoint,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { ResultRow, RunListing, RunRow } from "./run-queries.ts";

export const runView = (run: RunListing): PromptTestRun => ({
  id: run.id,
  suite_id: run.suiteId,
  suite_name: run.suiteName,
  status: run.status,
  targets: run.targets,
  judge_model_id: run.judgeModelId,
  done: run.done,
  total: run.total,
  score: run.score,
  judge_score: run.judgeScore,
  started_by: run.startedBy ? { id: run.startedBy, name: run.startedByName ?? "" } : null,
  error: run.error,
  created_at: run.createdAt.toISOString(),
  started_at: run.startedAt?.toISOString() ?? null,
  finished_at: run.finishedAt?.toISOString() ?? null,
});

export const resultView = (result: ResultRow, change: PromptTestChange): PromptTestResult => ({
  id: result.id,
  prompt_id: result.promptId,
  prompt_name: result.promptName,
  prompt: result.prompt,
  language: result.expectations.language ?? null,
  target: result.target,
  status: result.status,
  document: result.document,
  checks: result.checks,
  judgement: result.judgeModelId ? { model_id: result.judgeModelId, score: result.judgeScore, reason: result.judgeReason ?? "" } : null,
  latency_ms: result.latencyMs,
  input_tokens: result.inputTokens,
  output_tokens: result.outputTokens,
  cost_usd: result.costUsd,
  error: result.error,
  change,
});

export const trendView = (run: RunRow): PromptTestTrendPoint => ({
  run_id: run.id,
  created_at: run.createdAt.toISOString(),
  status: run.status,
  score: run.score,
  judge_score: run.judgeScore,
});

const score = z.number().nullable().describe("Share of finished results that passed every check (0–1).");
const judgeScore = z.number().nullable().describe("The judge's mean score (1–5): a judgement, not a check.");

const runFields = {
  id: z.string(),
  suite_id: z.string(),
  suite_name: z.string(),
  status: z.enum(PROMPT_TEST_RUN_STATUSES),
  targets: z.array(z.string()).describe("Model ids and `text-planner`, in the order they run."),
  judge_model_id: z.string().nullable(),
  done: z.number(),
  total: z.number(),
  score,
  judge_score: judgeScore,
  started_by: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  error: z.string().nullable(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
};

export const runSchema = z.strictObject(runFields).meta({ id: "PromptTestRun" }) satisfies z.ZodType<PromptTestRun>;

export const resultSchema = z
  .strictObject({
    id: z.string(),
    prompt_id: z.string(),
    prompt_name: z.string(),
    prompt: z.string(),
    language: z.string().nullable(),
    target: z.string(),
    status: z.enum(PROMPT_TEST_RESULT_STATUSES),
    document: z.unknown().describe("The storyboard (a content document); null when the planner gave none."),
    checks: z.array(z.strictObject({ check: z.enum(PROMPT_CHECKS), passed: z.boolean(), detail: z.string() })),
    judgement: z
      .strictObject({ model_id: z.string(), score: z.number().nullable(), reason: z.string() })
      .nullable()
      .describe("A judge model's opinion (1–5 with its reason), shown as a judgement; it never decides pass or fail."),
    latency_ms: z.number().nullable(),
    input_tokens: z.number().nullable(),
    output_tokens: z.number().nullable(),
    cost_usd: z.number().nullable(),
    error: z.string().nullable(),
    change: z.enum(["regressed", "fixed"]).nullable().describe("Since the same prompt × target in the previous finished run."),
  })
  .meta({ id: "PromptTestResult" }) satisfies z.ZodType<PromptTestResult>;

export const runDetailSchema = z
  .strictObject({
    ...runFields,
    results: z.array(resultSchema),
    targets_summary: z.array(
      z.strictObject({
        target: z.string(),
        passed: z.number(),
        failed: z.number(),
        score,
        latency_ms: z.number().nullable(),
        cost_usd: z.number().nullable(),
      }),
    ),
    previous_run_id: z.string().nullable(),
    regressed: z.number(),
    fixed: z.number(),
  })
  .meta({ id: "PromptTestRunDetail" }) satisfies z.ZodType<PromptTestRunDetail>;

export const trendSchema = z
  .strictObject({ run_id: z.string(), created_at: timestamp, status: z.enum(PROMPT_TEST_RUN_STATUSES), score, judge_score: judgeScore })
  .meta({ id: "PromptTestTrendPoint" }) satisfies z.ZodType<PromptTestTrendPoint>;
