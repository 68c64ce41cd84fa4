import type { LlmCallRequest, LlmCallResponse } from "@framewise/contracts";
import { resolveSlot, timeline, type Content } from "@framewise/scene";
import { generateText, jsonSchema, tool, type JSONSchema7 } from "ai";
import { z } from "zod";
import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { insertLlmCall } from "../../platform/llm/llm-call-queries.ts";
import { callCost, type ModelRegistry } from "../../platform/llm/model-registry.ts";
import { rawAnswer } from "../../platform/llm/forced-tool-call.ts";

export const JUDGE_TOOL = "judge";

const judgementSchema = z.strictObject({
  score: z.int().min(1).max(5).describe("1 (fails the rubric) to 5 (meets it fully)."),
  reason: z.string().trim().min(1).max(1000).describe("One or two sentences on why."),
});

export interface Judgement {
  /** Null when the judge gave no usable score; `reason` then says what went wrong. */
  score: number | null;
  reason: string;
}

const SYSTEM = [
  "You review storyboards of short marketing videos that a planner wrote from a brief.",
  `Score the storyboard against the rubric from 1 (fails it) to 5 (meets it fully) by calling the ${JUDGE_TOOL} tool once, with a short reason.`,
  "Judge only what the storyboard says and shows; the brief is what was asked.",
].join("\n");

/** The storyboard as the judge reads it: each scene's layout, on-screen words and voiceover, and the length. */
function describeStoryboard(document: Content): string {
  const scenes = document.scenes.map((scene, index) => {
    const words = Object.entries(scene.slots).flatMap(([slot, value]) => {
      const resolved = resolveSlot(document, value);
      if (!resolved) return [];
      if ("text" in resolved) return [`${slot}: ${resolved.text}`];
      if ("items" in resolved) return [`${slot}: ${resolved.items.join(" | ")}`];
      return "src" in resolved ? [`${slot}: [picture or clip]`] : [];
    });
    const voice = scene.voiceover?.text ? `; voiceover: ${scene.voiceover.text}` : "";
    return `${index + 1}. layout ${scene.layoutId}: ${words.join("; ") || "no words"}${voice}`;
  });
  return [
    `Title: ${document.title}`,
    `Aspect ratio: ${document.aspectRatio}, ${Math.round(timeline(document).duration)} s`,
    ...scenes,
  ].join("\n");
}

/**
 * A second model's opinion of a storyboard against a rubric: 1–5 with a reason, through one
 * forced tool call, recorded in `llm_call` as the prompt test's (tool `judge`). A judgement,
 * not a check: a judge that fails or answers out of range gives no score, and says so.
 */
export async function judgeStoryboard(
  deps: { db: Db; models: ModelRegistry },
  judge: LlmModelConfig,
  asked: { prompt: string; rubric: string; document: Content },
  by: { userId: string | null; runId: string; signal: AbortSignal },
): Promise<Judgement> {
  const prompt = `Brief:\n${asked.prompt}\n\nRubric:\n${asked.rubric}\n\nStoryboard:\n${describeStoryboard(asked.document)}`;
  const request: LlmCallRequest = {
    messages: [
      { role: "system", content: SYSTEM },
      { role: "user", content: prompt },
    ],
    tool: JUDGE_TOOL,
  };
  const started = performance.now();
  let judgement: Judgement;
  let usage: { inputTokens: number | undefined; outputTokens: number | undefined } = { inputTokens: undefined, outputTokens: undefined };
  let response: LlmCallResponse | undefined;
  let problems: { path: string; message: string }[] | undefined;
  try {
    const result = await generateText({
      model: deps.models.languageModel(judge),
      system: SYSTEM,
      prompt,
      tools: {
        [JUDGE_TOOL]: tool({
          description: "Score the storyboard against the rubric.",
          inputSchema: jsonSchema<unknown>(z.toJSONSchema(judgementSchema) as JSONSchema7),
        }),
      },
      toolChoice: { type: "tool", toolName: JUDGE_TOOL },
      maxRetries: 1,
      abortSignal: AbortSignal.any([by.signal, AbortSignal.timeout(deps.models.timeoutMs)]),
    });
    usage = result.usage;
    response = rawAnswer(result);
    const call = result.toolCalls.find((each) => each.toolName === JUDGE_TOOL);
    const parsed = judgementSchema.safeParse(call?.input);
    if (parsed.success) judgement = parsed.data;
    else {
      problems = call ? parsed.error.issues.map((issue) => ({ path: `/${issue.path.join("/")}`, message: issue.message })) : undefined;
      judgement = {
        score: null,
        reason: call ? "The judge's answer was not a score from 1 to 5 with a reason." : "The judge answered without a score.",
      };
    }
  } catch (error) {
    by.signal.throwIfAborted();
    judgement = { score: null, reason: `The judge failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const success = judgement.score !== null;
  await insertLlmCall(deps.db, {
    userId: by.userId,
    purpose: "judge",
    source: "prompt-test",
    provider: judge.provider,
    model: judge.model,
    modelId: judge.id,
    tool: JUDGE_TOOL,
    runId: by.runId,
    attempt: 0,
    latencyMs: Math.round(performance.now() - started),
    inputTokens: usage.inputTokens ?? null,
    outputTokens: usage.outputTokens ?? null,
    costUsd: callCost(judge, usage),
    success,
    error: success ? null : judgement.reason,
    // Kept only for calls that went wrong, as the planner's are: the ones a person drills into.
    request: success ? null : request,
    response: success ? null : (response ?? null),
    problems: problems ?? null,
  });
  return judgement;
}
