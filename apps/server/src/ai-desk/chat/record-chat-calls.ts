import type { LlmCallRequest } from "@framewise/contracts";
import type { ModelMessage, StepResult, ToolSet } from "ai";
import type { FastifyBaseLogger } from "fastify";
import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { insertLlmCall, type NewLlmCall } from "../../platform/llm/llm-call-queries.ts";
import { callCost } from "../../platform/llm/model-registry.ts";

/** The words of an error for the record and the reader, without a stack. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The turn's messages as recorded: pictures named, not copied into the record. */
const recordedMessages = (messages: ModelMessage[]) =>
  messages.map((message) =>
    Array.isArray(message.content)
      ? { ...message, content: message.content.map((part) => (part.type === "file" ? { type: "file", mediaType: part.mediaType } : part)) }
      : message,
  );

/**
 * Records each model call of a chat turn in `llm_call` (source "chat", the turn's answer as its
 * run): tokens, cost, latency and the tools it called; a failed or stopped call with why, and
 * with what was sent and answered. Writes run beside the stream, one after another so the
 * records keep the steps' order; `settled` waits for them.
 */
export function chatCallRecorder(
  deps: { db: Db; log: FastifyBaseLogger },
  turn: { userId: string; model: LlmModelConfig; runId: string; messages: ModelMessage[] },
) {
  const { model } = turn;
  let writes: Promise<void> = Promise.resolve();
  const usage = { input: 0, output: 0, known: false };
  let started = performance.now();
  let streamError: string | null = null;
  const request = (tools: string[]): LlmCallRequest => ({ messages: recordedMessages(turn.messages), tool: tools.join(",") || null });
  const record = (call: Omit<NewLlmCall, "userId" | "purpose" | "source" | "provider" | "model" | "modelId" | "runId" | "attempt">) => {
    writes = writes.then(() =>
      insertLlmCall(deps.db, {
        userId: turn.userId,
        purpose: "chat",
        source: "chat",
        provider: model.provider,
        model: model.model,
        modelId: model.id,
        runId: turn.runId,
        attempt: 0,
        ...call,
      }).catch((error: unknown) => deps.log.warn({ err: error }, "Could not record a chat model call")),
    );
  };
  return {
    usage,
    stepStarted() {
      started = performance.now();
    },
    /** An error the stream reported (the step still ends, as failed). */
    streamFailed(error: unknown) {
      streamError = errorText(error);
    },
    stepEnded(step: StepResult<ToolSet>) {
      const tools = [...new Set(step.toolCalls.map((call) => call.toolName))];
      const failed = step.finishReason === "error";
      const { inputTokens, outputTokens } = step.usage;
      if (inputTokens !== undefined && outputTokens !== undefined) {
        usage.input += inputTokens;
        usage.output += outputTokens;
        usage.known = true;
      }
      record({
        tool: tools.join(",") || null,
        latencyMs: Math.round(step.performance.responseTimeMs),
        inputTokens: inputTokens ?? null,
        outputTokens: outputTokens ?? null,
        costUsd: callCost(model, { inputTokens, outputTokens }),
        success: !failed,
        error: failed ? (streamError ?? "The model's answer ended with an error.") : null,
        request: failed ? request(tools) : null,
        response: failed
          ? {
              text: step.text,
              tool_calls: step.toolCalls.map((call) => ({ name: call.toolName, input: call.input as unknown })),
              finish_reason: step.finishReason,
            }
          : null,
      });
    },
    /** A call that failed before it answered (the provider refused it, or the connection broke), or that was stopped. */
    callFailed(error: string) {
      record({
        tool: null,
        latencyMs: Math.round(performance.now() - started),
        inputTokens: null,
        outputTokens: null,
        costUsd: null,
        success: false,
        error,
        request: request([]),
        response: null,
      });
    },
    settled: () => writes,
  };
}
