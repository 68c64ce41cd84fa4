import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { LlmModelConfig } from "../config/llm-config.ts";

/** A configured model through the AI SDK's provider for it. */
export function languageModel(config: LlmModelConfig): LanguageModel {
  const { apiKey, baseUrl: baseURL, model } = config;
  switch (config.provider) {
    case "openai":
      // Chat Completions rather than the Responses API: the protocol every OpenAI-compatible server speaks too.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case "openai-compatible":
      // Usage in streamed answers too, for the cost figures.
      return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL!, apiKey, includeUsage: true })(model);
  }
}
