import { describe, expect, it } from "vitest";
import { LLM_PROVIDERS, type LlmModelConfig } from "../config/llm-config.ts";
import { languageModel } from "./language-model.ts";

const config = (provider: LlmModelConfig["provider"]): LlmModelConfig => ({
  id: "some-model",
  label: "Some model",
  provider,
  model: "some-model",
  apiKey: "key",
  baseUrl: "http://127.0.0.1:9/v1",
  price: undefined,
  vision: false,
});

describe("the configured language model", () => {
  it("is each provider's own AI SDK model, OpenAI through Chat Completions", () => {
    const built = Object.fromEntries(
      LLM_PROVIDERS.map((provider) => {
        const model = languageModel(config(provider));
        if (typeof model === "string") throw new Error("expected a model object");
        return [provider, { provider: model.provider, modelId: model.modelId }];
      }),
    );
    expect(built).toEqual({
      openai: { provider: "openai.chat", modelId: "some-model" },
      anthropic: { provider: "anthropic.messages", modelId: "some-model" },
      google: { provider: "google.generative-ai", modelId: "some-model" },
      "openai-compatible": { provider: "openai-compatible.chat", modelId: "some-model" },
    });
  });
});
