import { z } from "zod";

export const LLM_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** One model the product may use, as configured. */
export interface LlmModelConfig {
  /** How staff, chats and the records name it: unique. */
  id: string;
  label: string;
  provider: LlmProvider;
  model: string;
  apiKey: string | undefined;
  /** The API's address: required for an OpenAI-compatible server (Ollama, vLLM, llama.cpp), optional otherwise. */
  baseUrl: string | undefined;
  /** US dollars per million input and output tokens, for the cost figures; undefined when unknown. */
  price: { input: number; output: number } | undefined;
  /** Takes pictures in its messages. */
  vision: boolean;
}

export interface LlmConfig {
  /** Every configured model, the planner's first unless LLM_PLANNER_MODEL names another. */
  models: LlmModelConfig[];
  plannerModelId: string;
  timeoutMs: number;
}

const ID = /^[a-z0-9][a-z0-9._:-]{0,63}$/i;

/**
 * `LLM_MODELS`: a JSON list of models beside (or instead of) LLM_PROVIDER/LLM_MODEL, e.g.
 * `[{"id":"llama","provider":"openai-compatible","model":"llama3.1","base_url":"http://127.0.0.1:11434/v1"},
 *   {"id":"gpt","provider":"openai","model":"gpt-4.1-mini","api_key_env":"OPENAI_API_KEY","price_input":0.4,"price_output":1.6}]`.
 * Keys are never written in it: `api_key_env` names the variable that holds one.
 */
export const llmModelsSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string" || value === "") return value === "" ? undefined : value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(
      z.strictObject({
        id: z.string().regex(ID, "an id is letters, digits and . _ : - (at most 64)"),
        label: z.string().min(1).max(80).optional(),
        provider: z.enum(LLM_PROVIDERS),
        model: z.string().min(1).max(200),
        base_url: z.url().optional(),
        api_key_env: z
          .string()
          .regex(/^[A-Z_][A-Z0-9_]*$/, "the name of an environment variable")
          .optional(),
        price_input: z.number().min(0).max(10_000).optional(),
        price_output: z.number().min(0).max(10_000).optional(),
        vision: z.boolean().default(false),
      }),
      "a JSON list of models",
    )
    .max(50)
    .optional(),
);

export interface LlmEnv {
  LLM_PROVIDER?: LlmProvider | undefined;
  LLM_MODEL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_BASE_URL?: string | undefined;
  LLM_PRICE_INPUT?: number | undefined;
  LLM_PRICE_OUTPUT?: number | undefined;
  LLM_VISION: boolean;
  LLM_MODELS?: z.infer<typeof llmModelsSchema>;
  LLM_PLANNER_MODEL?: string | undefined;
  LLM_TIMEOUT_SECONDS: number;
}

const priceOf = (input: number | undefined, output: number | undefined) =>
  input === undefined || output === undefined ? undefined : { input, output };

/** The configured models in order: LLM_PROVIDER/LLM_MODEL first (named after its model), then LLM_MODELS. */
function configuredModels(env: LlmEnv, source: Record<string, string | undefined>): LlmModelConfig[] {
  const single: LlmModelConfig[] =
    env.LLM_PROVIDER && env.LLM_MODEL
      ? [
          {
            id: env.LLM_MODEL,
            label: env.LLM_MODEL,
            provider: env.LLM_PROVIDER,
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            baseUrl: env.LLM_BASE_URL,
            price: priceOf(env.LLM_PRICE_INPUT, env.LLM_PRICE_OUTPUT),
            vision: env.LLM_VISION,
          },
        ]
      : [];
  const listed = (env.LLM_MODELS ?? []).map((entry) => ({
    id: entry.id,
    label: entry.label ?? entry.id,
    provider: entry.provider,
    model: entry.model,
    apiKey: entry.api_key_env ? source[entry.api_key_env] || undefined : undefined,
    baseUrl: entry.base_url,
    price: priceOf(entry.price_input, entry.price_output),
    vision: entry.vision,
  }));
  return [...single, ...listed];
}

/** What each model needs, unique ids, and a planner model that exists. */
export function llmProblems(env: LlmEnv, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.LLM_PROVIDER) {
    if (!env.LLM_MODEL) problems.push("LLM_MODEL must be set with LLM_PROVIDER");
    if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL)
      problems.push("LLM_BASE_URL must be set for LLM_PROVIDER=openai-compatible");
    if (env.LLM_PROVIDER !== "openai-compatible" && !env.LLM_API_KEY)
      problems.push(`LLM_API_KEY must be set for LLM_PROVIDER=${env.LLM_PROVIDER}`);
  } else if (env.LLM_MODEL || env.LLM_API_KEY || env.LLM_BASE_URL)
    problems.push("LLM_PROVIDER must be set with LLM_MODEL, LLM_API_KEY or LLM_BASE_URL");
  if ((env.LLM_PRICE_INPUT === undefined) !== (env.LLM_PRICE_OUTPUT === undefined))
    problems.push("LLM_PRICE_INPUT and LLM_PRICE_OUTPUT must be set together");
  for (const entry of env.LLM_MODELS ?? []) {
    if (entry.provider === "openai-compatible" && !entry.base_url)
      problems.push(`LLM_MODELS: ${entry.id} needs base_url (openai-compatible)`);
    if (entry.provider !== "openai-compatible" && !entry.api_key_env)
      problems.push(`LLM_MODELS: ${entry.id} needs api_key_env (${entry.provider})`);
    if (entry.api_key_env && !source[entry.api_key_env])
      problems.push(`LLM_MODELS: ${entry.id}'s key variable ${entry.api_key_env} is not set`);
    if ((entry.price_input === undefined) !== (entry.price_output === undefined))
      problems.push(`LLM_MODELS: ${entry.id} needs price_input and price_output together`);
  }
  const ids = configuredModels(env, source).map((model) => model.id);
  const repeated = ids.filter((id, at) => ids.indexOf(id) !== at);
  if (repeated.length) problems.push(`LLM_MODELS: model ids must be unique (${[...new Set(repeated)].join(", ")})`);
  if (env.LLM_PLANNER_MODEL && !ids.includes(env.LLM_PLANNER_MODEL))
    problems.push(
      `LLM_PLANNER_MODEL names ${env.LLM_PLANNER_MODEL}, which is not among the configured models (${ids.join(", ") || "none"})`,
    );
  return problems;
}

/** The models, or undefined when none is configured (the product then says so and plans from text). */
export function llmConfig(env: LlmEnv, source: Record<string, string | undefined>): LlmConfig | undefined {
  const models = configuredModels(env, source);
  if (!models.length) return undefined;
  return { models, plannerModelId: env.LLM_PLANNER_MODEL ?? models[0]!.id, timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000 };
}
