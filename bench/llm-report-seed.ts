/**
 * Recorded model calls put straight into a stopped product's database, as the planner, chat,
 * layout generation and prompt tests leave them: a planner's run is a first answer and, when it
 * was invalid, up to two repairs and then perhaps the fallback (what was sent, the raw answer and
 * the problems kept for those); a chat turn is one to three steps sharing a run; a model server's
 * error is not repaired. Four models, three with a price; about 8 % of calls fail; spread over
 * 90 days, more of them in working hours. Seeded, so every run records the same calls.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { lockDataDir } from "../apps/server/src/platform/db/data-dir-lock.ts";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { llmCall } from "../apps/server/src/platform/db/schema.ts";
import { seededRandom } from "@framewise/scene";
import { roundTenth } from "./percentiles.ts";

type NewCall = typeof llmCall.$inferInsert;

export const SPREAD_DAYS = 90;
const DAY_MS = 86_400_000;
const BATCH = 1000;

/** Models as a mixed setup records them: price per million tokens (none for a local server) and typical latency. */
const MODELS = [
  { provider: "openai", model: "gpt-4.1-mini", price: { input: 0.4, output: 1.6 }, medianMs: 2500, weight: 4 },
  { provider: "anthropic", model: "claude-sonnet-4", price: { input: 3, output: 15 }, medianMs: 4000, weight: 2 },
  { provider: "google", model: "gemini-2.5-flash", price: { input: 0.3, output: 2.5 }, medianMs: 1800, weight: 2 },
  { provider: "openai-compatible", model: "qwen3:8b", price: null, medianMs: 6000, weight: 1 },
];
/** Which part of the product made the run, how often, and whether its answer is checked and repaired. */
const SOURCES = [
  { source: "planner", purpose: "plan", tools: ["create_storyboard"], weight: 5, repairs: true },
  {
    source: "chat",
    purpose: "chat",
    tools: ["find_templates", "search_videos", "draft_video", "render_video", "search_help", "render_status"],
    weight: 3,
    repairs: false,
  },
  { source: "layout-gen", purpose: "layout", tools: ["create_layout"], weight: 0.5, repairs: true },
  { source: "prompt-test", purpose: "plan", tools: ["create_storyboard"], weight: 0.5, repairs: true },
] as const;
type Source = (typeof SOURCES)[number];

const SYSTEM_PROMPT = `You write storyboards for short videos. Layouts you may use:\n${Array.from(
  { length: 40 },
  (_, index) => `- "layout-${index}": slots headline, body, image (required: headline)`,
).join("\n")}`;
const PROBLEMS = [
  { path: "/scenes/0/layoutId", message: "must be one of title, headline-image, stat, list, quote, call-to-action" },
  { path: "/scenes/2/slots/headline/text", message: "must be at most 60 characters" },
  { path: "/scenes/1/duration", message: "must be at least 1" },
];
const ERRORS = ["The operation was aborted due to timeout", "Internal server error", "Rate limit reached for requests"];

/** The calls of `count`, oldest run first, for `userId` up to `now`. */
export function recordedCalls(userId: string, now: number, count: number): NewCall[] {
  const random = seededRandom(20);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const weighted = <T extends { weight: number }>(list: readonly T[]) => {
    let left = random() * list.reduce((sum, each) => sum + each.weight, 0);
    return list.find((each) => (left -= each.weight) < 0) ?? list.at(-1)!;
  };
  // Log-normal around the median, as response times are.
  const latency = (medianMs: number) => Math.round(medianMs * Math.exp(random() + random() + random() - 1.5));

  /** One call of a run; what was sent and answered is kept for a call that was not a first-time success. */
  function call(from: Source, model: (typeof MODELS)[number], run: { id: string; at: number }, attempt: number, invalid: boolean): NewCall {
    const tool = pick(from.tools);
    const inputTokens = Math.round((from.repairs ? 3000 : 1500) * (1 + attempt * 0.6) * (0.7 + random() * 0.6));
    const outputTokens = Math.round((from.repairs ? 800 : 250) * (0.5 + random()));
    const failed = invalid || random() < 0.025;
    const problems = invalid ? PROBLEMS.slice(0, 1 + Math.floor(random() * PROBLEMS.length)) : null;
    const kept = failed || attempt > 0;
    const latencyMs = latency(model.medianMs);
    const createdAt = new Date(run.at);
    run.at += latencyMs;
    return {
      id: randomUUID(),
      userId,
      purpose: from.purpose,
      source: from.source,
      provider: model.provider,
      model: model.model,
      modelId: model.model,
      tool,
      runId: run.id,
      attempt,
      latencyMs,
      inputTokens,
      outputTokens,
      costUsd: model.price && (inputTokens * model.price.input + outputTokens * model.price.output) / 1_000_000,
      success: !failed,
      error: problems
        ? `invalid answer: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join("\n")}`
        : failed
          ? pick(ERRORS)
          : null,
      request: kept
        ? {
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: "Trail Runner 2 grips wet rock." },
            ],
            tool,
          }
        : null,
      response: kept
        ? { text: null, tool_calls: [{ name: tool, input: { title: "Trail Runner 2", scenes: [] } }], finish_reason: "tool-calls" }
        : null,
      problems,
      createdAt,
    };
  }

  function runCalls(at: number): NewCall[] {
    const from = weighted(SOURCES);
    const model = weighted(MODELS);
    const run = { id: randomUUID(), at };
    const calls: NewCall[] = [];
    if (!from.repairs) {
      for (let step = 0, steps = 1 + Math.floor(random() * 3); step < steps; step++) calls.push(call(from, model, run, 0, false));
      return calls;
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const invalid = random() < (attempt === 0 ? 0.07 : 0.35);
      calls.push(call(from, model, run, attempt, invalid));
      // A server's error is not repaired; an invalid answer is, twice at most, then the fallback takes over.
      if (calls.at(-1)!.success || !invalid) return calls;
    }
    calls.at(-1)!.fallback = true;
    return calls;
  }

  const calls: NewCall[] = [];
  while (calls.length < count) {
    let at = now - 60_000 - random() * SPREAD_DAYS * DAY_MS;
    if (new Date(at).getUTCHours() < 7 && random() < 0.6) at = Math.min(at + 9 * 3_600_000, now - 60_000);
    calls.push(...runCalls(at));
  }
  return calls.slice(0, count);
}

/** Seeds `count` calls into the stopped product's database, making `email` a verified (staff) address; answers what it put there. */
export async function seedLlmCalls(options: { dataDir: string; databaseUrl?: string; email: string; now: number; count: number }) {
  const started = performance.now();
  const lock = options.databaseUrl ? undefined : await lockDataDir(options.dataDir);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { rows } = await database.db.execute<{ id: string }>(
      sql`update "user" set email_verified = true where email = ${options.email} returning id`,
    );
    const calls = recordedCalls(rows[0]!.id, options.now, options.count);
    for (let start = 0; start < calls.length; start += BATCH) await database.db.insert(llmCall).values(calls.slice(start, start + BATCH));
    // Fresh statistics, as autovacuum would have gathered over the 90 days.
    await database.db.execute(sql`analyze llm_call`);
    const failed = calls.filter((call) => !call.success).length;
    return {
      calls: calls.length,
      failedShare: roundTenth((1000 * failed) / calls.length) / 1000,
      repaired: calls.filter((call) => call.success && call.attempt! > 0).length,
      fallbacks: calls.filter((call) => call.fallback).length,
      seedSeconds: roundTenth((performance.now() - started) / 1000),
    };
  } finally {
    await database.close();
    await lock?.release();
  }
}
