import { contentJsonSchema, type Content, type ValidationError } from "@framewise/scene";
import type { LlmCallRequest, LlmCallResponse } from "@framewise/contracts";
import { generateText, jsonSchema, tool, type LanguageModel, type ModelMessage } from "ai";
import { readBrief } from "../brief/read-brief.ts";
import { checkPlan } from "./check-plan.ts";
import { allowedMedia, MEDIA_SLOT_KINDS, systemPrompt, userPrompt, type PlanInput, type PlanLibrary } from "./storyboard-brief.ts";

export const STORYBOARD_TOOL = "create_storyboard";
/** The first answer and up to two repairs: a model that cannot fix its document by then gets no more turns. */
export const PLAN_ATTEMPTS = 3;

/**
 * One call to the model as the function-calling report records it. What was sent and answered
 * is kept only for calls that were not a first-time success: the ones a person drills into.
 */
export interface ModelCall {
  tool: string;
  /** 0 for the first answer, then each repair round. */
  attempt: number;
  latencyMs: number;
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  success: boolean;
  error: string | undefined;
  request: LlmCallRequest | undefined;
  response: LlmCallResponse | undefined;
  problems: { path: string; message: string }[] | undefined;
}

export type ModelPlan = { ok: true; document: Content } | { ok: false; reason: string };

const describe = (errors: ValidationError[]) => errors.map((error) => `${error.path || "/"}: ${error.message}`).join("\n");

/** The answer as the model gave it, for the report's drill-down. */
export const rawAnswer = (result: {
  text: string;
  toolCalls: { toolName: string; input: unknown }[];
  finishReason: string;
}): LlmCallResponse => ({
  text: result.text || null,
  tool_calls: result.toolCalls.map((call) => ({ name: call.toolName, input: call.input })),
  finish_reason: result.finishReason,
});

/**
 * Asks the model for a storyboard through one forced tool call whose input is the content
 * document (its JSON Schema as the tool's parameters). Each answer is checked like a save; an
 * invalid one goes back as the tool's error result with every problem at its JSON path, for
 * the model to repair. Every call is handed to `record`, successful or not. `signal` stops it
 * (a canceled prompt test).
 */
export async function planWithModel(
  model: LanguageModel,
  input: PlanInput,
  library: PlanLibrary,
  options: { timeoutMs: number; record: (call: ModelCall) => Promise<void>; signal?: AbortSignal },
): Promise<ModelPlan> {
  const media = allowedMedia(input);
  // The brief's length holds for the model's plan as for the text planner's.
  const brief = input.from === "prompt" ? readBrief(input.prompt) : undefined;
  // Layouts whose required pictures cannot be filled are not offered.
  const offered = {
    ...library,
    layouts: library.layouts.filter(
      (layout) => media.length > 0 || !layout.slots.some((slot) => slot.required && MEDIA_SLOT_KINDS.has(slot.kind)),
    ),
  };
  const tools = {
    [STORYBOARD_TOOL]: tool({
      description: "Create the video's storyboard: a complete content document.",
      inputSchema: jsonSchema<unknown>(contentJsonSchema()),
    }),
  };
  const messages: ModelMessage[] = [{ role: "user", content: userPrompt(input) }];
  let reason = "the model gave no storyboard";

  const system = systemPrompt(offered, media);
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt++) {
    const started = performance.now();
    const call: ModelCall = {
      tool: STORYBOARD_TOOL,
      attempt,
      latencyMs: 0,
      inputTokens: undefined,
      outputTokens: undefined,
      success: false,
      error: undefined,
      request: { messages: [{ role: "system", content: system }, ...messages], tool: STORYBOARD_TOOL },
      response: undefined,
      problems: undefined,
    };
    try {
      const result = await generateText({
        model,
        system,
        messages,
        tools,
        toolChoice: { type: "tool", toolName: STORYBOARD_TOOL },
        maxRetries: 1,
        abortSignal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
          : AbortSignal.timeout(options.timeoutMs),
      });
      call.latencyMs = Math.round(performance.now() - started);
      call.inputTokens = result.usage.inputTokens;
      call.outputTokens = result.usage.outputTokens;
      call.response = rawAnswer(result);
      const toolCall = result.toolCalls.find((each) => each.toolName === STORYBOARD_TOOL);
      if (!toolCall) {
        call.error = reason = "the model answered without calling the tool";
        messages.push(...result.response.messages, { role: "user", content: `Call the ${STORYBOARD_TOOL} tool with the storyboard.` });
        continue;
      }
      const checked = checkPlan(toolCall.input, offered, media, brief);
      if (checked.ok) {
        call.success = true;
        if (attempt === 0) call.request = call.response = undefined;
        return { ok: true, document: checked.document };
      }
      call.error = reason = `invalid storyboard: ${describe(checked.errors.slice(0, 5))}`;
      call.problems = checked.errors.map((error) => ({ path: error.path || "/", message: error.message }));
      messages.push(...result.response.messages, {
        role: "tool",
        content: [
          {
            type: "tool-result",
            toolCallId: toolCall.toolCallId,
            toolName: STORYBOARD_TOOL,
            output: {
              type: "error-text",
              value: `The storyboard is not valid:\n${describe(checked.errors)}\nCall ${STORYBOARD_TOOL} again with the whole corrected document.`,
            },
          },
        ],
      });
    } catch (error) {
      call.latencyMs = Math.round(performance.now() - started);
      call.error = reason = error instanceof Error ? error.message : String(error);
      // The model or its server failed (not the document): asking again would fail the same way.
      return { ok: false, reason };
    } finally {
      await options.record(call);
    }
  }
  return { ok: false, reason };
}
