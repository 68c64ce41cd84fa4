import type { ValidationError } from "@framewise/scene";
import type { LlmCallRequest, LlmCallResponse } from "@framewise/contracts";
import { generateText, jsonSchema, tool, type LanguageModel, type ModelMessage } from "ai";

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

export const describeProblems = (errors: ValidationError[]) => errors.map((error) => `${error.path || "/"}: ${error.message}`).join("\n");

/** A document the model must give: the tool it calls, its JSON Schema, and how an answer is checked. */
export interface ForcedTool<T> {
  name: string;
  description: string;
  /** What the document is called in the problems sent back ("storyboard", "layout"). */
  noun: string;
  inputSchema: Record<string, unknown>;
  check: (input: unknown) => { ok: true; value: T } | { ok: false; errors: ValidationError[] };
}

export interface ForcedCallOptions {
  /** The first answer and the repairs: a model that cannot fix its document by then gets no more turns. */
  attempts: number;
  timeoutMs: number;
  record: (call: ModelCall) => Promise<void>;
  signal?: AbortSignal | undefined;
}

export type ForcedAnswer<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Asks the model for a document through one forced tool call whose input is the document (its
 * JSON Schema as the tool's parameters). Each answer is checked; an invalid one goes back as the
 * tool's error result with every problem at its JSON path, for the model to repair. Every call is
 * handed to `record`, successful or not. `signal` stops it.
 */
export async function callToolWithRepairs<T>(
  model: LanguageModel,
  forced: ForcedTool<T>,
  prompt: { system: string; messages: ModelMessage[] },
  options: ForcedCallOptions,
): Promise<ForcedAnswer<T>> {
  const tools = { [forced.name]: tool({ description: forced.description, inputSchema: jsonSchema<unknown>(forced.inputSchema) }) };
  const { system } = prompt;
  const messages = [...prompt.messages];
  let reason = `the model gave no ${forced.noun}`;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const started = performance.now();
    const call: ModelCall = {
      tool: forced.name,
      attempt,
      latencyMs: 0,
      inputTokens: undefined,
      outputTokens: undefined,
      success: false,
      error: undefined,
      request: { messages: [{ role: "system", content: system }, ...messages], tool: forced.name },
      response: undefined,
      problems: undefined,
    };
    try {
      const result = await generateText({
        model,
        system,
        messages,
        tools,
        toolChoice: { type: "tool", toolName: forced.name },
        maxRetries: 1,
        abortSignal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
          : AbortSignal.timeout(options.timeoutMs),
      });
      call.latencyMs = Math.round(performance.now() - started);
      call.inputTokens = result.usage.inputTokens;
      call.outputTokens = result.usage.outputTokens;
      call.response = rawAnswer(result);
      const toolCall = result.toolCalls.find((each) => each.toolName === forced.name);
      if (!toolCall) {
        call.error = reason = "the model answered without calling the tool";
        messages.push(...result.response.messages, { role: "user", content: `Call the ${forced.name} tool with the ${forced.noun}.` });
        continue;
      }
      const checked = forced.check(toolCall.input);
      if (checked.ok) {
        call.success = true;
        if (attempt === 0) call.request = call.response = undefined;
        return { ok: true, value: checked.value };
      }
      call.error = reason = `invalid ${forced.noun}: ${describeProblems(checked.errors.slice(0, 5))}`;
      call.problems = checked.errors.map((error) => ({ path: error.path || "/", message: error.message }));
      messages.push(...result.response.messages, {
        role: "tool",
        content: [
          {
            type: "tool-result",
            toolCallId: toolCall.toolCallId,
            toolName: forced.name,
            output: {
              type: "error-text",
              value: `The ${forced.noun} is not valid:\n${describeProblems(checked.errors)}\nCall ${forced.name} again with the whole corrected document.`,
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
