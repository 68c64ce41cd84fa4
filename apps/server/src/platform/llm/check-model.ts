import type { LlmModelHealth } from "@framewise/contracts";
import { generateText } from "ai";
import type { LlmModelConfig } from "../config/llm-config.ts";
import type { ModelRegistry } from "./model-registry.ts";

/** A health check waits this long at most, whatever the model's own timeout. */
const CHECK_TIMEOUT_MS = 15_000;

/** Asks the model for a one-word answer: it is healthy when it answers at all, and the error says why not. */
export async function checkModel(registry: ModelRegistry, model: LlmModelConfig): Promise<LlmModelHealth> {
  const started = performance.now();
  const health = (error: string | null): LlmModelHealth => ({
    id: model.id,
    ok: error === null,
    latency_ms: Math.round(performance.now() - started),
    error,
    checked_at: new Date().toISOString(),
  });
  try {
    await generateText({
      model: registry.languageModel(model),
      prompt: "Reply with the single word OK.",
      maxOutputTokens: 5,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(Math.min(registry.timeoutMs, CHECK_TIMEOUT_MS)),
    });
    return health(null);
  } catch (error) {
    return health(error instanceof Error ? error.message : String(error));
  }
}
