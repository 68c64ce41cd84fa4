import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors, timestamp } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { checkModel } from "../../../platform/llm/check-model.ts";
import type { ModelRegistry } from "../../../platform/llm/model-registry.ts";
import type { LlmModelHealth, LlmModelInfo } from "@framewise/contracts";

const tags = ["staff"];

const modelSchema = z
  .strictObject({
    id: z.string(),
    label: z.string(),
    provider: z.string().describe("`openai`, `anthropic`, `google` or `openai-compatible` (Ollama, vLLM, llama.cpp…)."),
    model: z.string().describe("The provider's name of the model."),
    price: z
      .strictObject({ input: z.number(), output: z.number() })
      .nullable()
      .describe("US dollars per million input and output tokens; null when not configured."),
    vision: z.boolean().describe("Takes pictures in messages."),
    planner: z.boolean().describe("Writes the storyboards."),
  })
  .meta({ id: "LlmModel" }) satisfies z.ZodType<LlmModelInfo>;

const healthSchema = z
  .strictObject({
    id: z.string(),
    ok: z.boolean(),
    latency_ms: z.number(),
    error: z.string().nullable().describe("Why the model did not answer, for people."),
    checked_at: timestamp,
  })
  .meta({ id: "LlmModelHealth" }) satisfies z.ZodType<LlmModelHealth>;

/** The configured language models (never their keys) and a health check of each, for staff (inside the staff plugin). */
export const llmModelRoutes: FastifyPluginAsyncZod<{ models: ModelRegistry }> = async (app, { models }) => {
  app.get(
    "/llm/models",
    {
      schema: {
        tags,
        summary: "The configured language models",
        description: "From LLM_PROVIDER/LLM_MODEL and LLM_MODELS; empty when none is configured.",
        response: { 200: data(z.array(modelSchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: models.describe() }),
  );

  app.post(
    "/llm/models/:id/health",
    {
      schema: {
        tags,
        summary: "Check that a model answers",
        description: "Asks it for one word; answers how long it took, or why it failed.",
        params: z.object({ id: z.string().min(1).max(64).describe("A configured model's id.") }),
        response: { 200: data(healthSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const model = models.find(request.params.id);
      if (!model) throw notFound("That model");
      return { data: await checkModel(models, model) };
    },
  );
};
