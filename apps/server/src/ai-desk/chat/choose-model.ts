import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";

/**
 * The model an answer uses: the one asked for, else the chat's, else the first configured. A
 * chat's model that is no longer configured gives way to the first; one asked for must exist.
 */
export function chooseModel(models: ModelRegistry, asked: string | undefined, chatModel: string | null): LlmModelConfig {
  const first = models.models[0];
  if (!first)
    throw new DomainError(
      "conflict",
      "no_model",
      "No language model is configured. Set LLM_PROVIDER and LLM_MODEL, or LLM_MODELS (see the README).",
    );
  if (asked === undefined) return (chatModel && models.find(chatModel)) || first;
  const model = models.find(asked);
  if (!model)
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", { model_id: "No model of that id is configured." });
  return model;
}
