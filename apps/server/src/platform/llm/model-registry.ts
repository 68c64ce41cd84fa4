import type { LlmModelInfo } from "@framewise/contracts";
import type { LanguageModel } from "ai";
import type { LlmConfig, LlmModelConfig } from "../config/llm-config.ts";
import { languageModel } from "./language-model.ts";

/** Tokens one call used, as the AI SDK reports them (either may be unknown). */
export interface TokenUsage {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
}

/** Every configured language model, for the planner, chat and prompt tests alike. */
export interface ModelRegistry {
  /** In configuration order; empty when none is configured. */
  readonly models: readonly LlmModelConfig[];
  /** The planner's model; undefined without models. */
  readonly plannerModel: LlmModelConfig | undefined;
  readonly timeoutMs: number;
  find(id: string): LlmModelConfig | undefined;
  /** The AI SDK model for a configured id (made once, then reused). */
  languageModel(model: LlmModelConfig): LanguageModel;
  /** The configured models as staff screens see them, without keys. */
  describe(): LlmModelInfo[];
}

/** Dollars a call cost at the model's configured price; null when the price or the usage is unknown. */
export function callCost(model: Pick<LlmModelConfig, "price">, usage: TokenUsage): number | null {
  if (!model.price || usage.inputTokens === undefined || usage.outputTokens === undefined) return null;
  return (usage.inputTokens * model.price.input + usage.outputTokens * model.price.output) / 1_000_000;
}

const DEFAULT_TIMEOUT_MS = 60_000;

export function createModelRegistry(config: LlmConfig | undefined): ModelRegistry {
  const models = config?.models ?? [];
  const plannerModel = models.find((model) => model.id === config?.plannerModelId);
  const made = new Map<string, LanguageModel>();
  return {
    models,
    plannerModel,
    timeoutMs: config?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    find: (id) => models.find((model) => model.id === id),
    languageModel(model) {
      let built = made.get(model.id);
      if (!built) made.set(model.id, (built = languageModel(model)));
      return built;
    },
    describe: () =>
      models.map((model) => ({
        id: model.id,
        label: model.label,
        provider: model.provider,
        model: model.model,
        price: model.price ?? null,
        vision: model.vision,
        planner: model === plannerModel,
      })),
  };
}
