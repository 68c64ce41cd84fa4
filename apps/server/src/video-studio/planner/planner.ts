import type { Content, Layout } from "@framewise/scene";
import type { LlmCallSource } from "@framewise/contracts";
import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.ts";
import { findLayoutDefinitions, findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import { insertLlmCall, markFallback } from "../../platform/llm/llm-call-queries.ts";
import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import { callCost, type ModelRegistry } from "../../platform/llm/model-registry.ts";
import type { ModelCall } from "../../platform/llm/forced-tool-call.ts";
import { planWithModel } from "./llm/plan-with-model.ts";
import type { PlanInput } from "./llm/storyboard-brief.ts";
import type { PlanOptions } from "./plan-document.ts";
import { planFromPage } from "./plan-from-page.ts";
import { planFromProduct } from "./plan-from-product.ts";
import { planFromText } from "./plan-from-text.ts";
import { placeStockMedia, type StockPlacementDeps } from "../stock/place-stock-media.ts";

/** Which planner wrote a storyboard: the language model, or the deterministic text planner. */
export type PlannerKind = "llm" | "text";

export interface Planner {
  /** What the create screens tell people: the model in use, or none. */
  describe(): { kind: PlannerKind; provider?: string; model?: string };
  plan(userId: string, input: PlanInput, options: PlanOptions): Promise<{ document: Content; planner: PlannerKind }>;
}

/** The deterministic planners: sentences and bullets become scenes, numbers stats, the last line a call to action. */
export function planFromInput(input: PlanInput, options: PlanOptions): Content {
  if (input.from === "url") return planFromPage(input.page, input.images, options);
  if (input.from === "product") return planFromProduct(input.product, options);
  return planFromText(input.prompt, options);
}

/** The template and its layouts for the aspect ratio: what a model may plan with. */
export async function libraryFor(db: Db, options: PlanOptions) {
  // The template was found in the library just before (see createContent's chooseTemplate).
  const style = (await findLibraryDefinition(db, "template", options.templateId))!;
  const byId = new Map((await findLayoutDefinitions(db, style.layouts)).map((each) => [each.id, each]));
  const layouts = style.layouts
    .map((id) => byId.get(id))
    .filter((each): each is Layout => each !== undefined && each.aspectRatios.includes(options.aspectRatio));
  return { template: style, layouts, aspectRatio: options.aspectRatio };
}

/** Records each of a plan's model calls (or another task's, by `purpose`) in `llm_call` under one run id, as the function-calling report reads them. */
export function planCallRecorder(
  db: Db,
  llm: LlmModelConfig,
  by: { userId: string | null; source: LlmCallSource; runId: string; purpose?: string },
): (call: ModelCall) => Promise<void> {
  return async (call) => {
    await insertLlmCall(db, {
      ...by,
      purpose: by.purpose ?? "plan",
      provider: llm.provider,
      model: llm.model,
      modelId: llm.id,
      ...call,
      error: call.error ?? null,
      inputTokens: call.inputTokens ?? null,
      outputTokens: call.outputTokens ?? null,
      costUsd: callCost(llm, call),
      request: call.request ?? null,
      response: call.response ?? null,
      problems: call.problems ?? null,
    });
  };
}

/**
 * The planner the server runs: the configured language model, falling back to the deterministic
 * planner when the model fails or cannot produce a valid storyboard (so a video is always made);
 * the deterministic planner alone when no model is configured. With a stock service configured,
 * the plan's scenes then get footage and photos found from their own words.
 */
export function createPlanner(db: Db, models: ModelRegistry, log: FastifyBaseLogger, stock?: StockPlacementDeps): Planner {
  const planner = storyboardPlanner(db, models, log);
  if (!stock?.services.size) return planner;
  return {
    describe: () => planner.describe(),
    async plan(userId, input, options) {
      const planned = await planner.plan(userId, input, options);
      const { layouts } = await libraryFor(db, options);
      return { ...planned, document: await placeStockMedia(stock, userId, planned.document, layouts) };
    },
  };
}

function storyboardPlanner(db: Db, models: ModelRegistry, log: FastifyBaseLogger): Planner {
  const llm = models.plannerModel;
  if (!llm)
    return {
      describe: () => ({ kind: "text" }),
      plan: async (_userId, input, options) => ({ document: planFromInput(input, options), planner: "text" }),
    };
  const model = models.languageModel(llm);
  return {
    describe: () => ({ kind: "llm", provider: llm.provider, model: llm.model }),
    async plan(userId, input, options) {
      const runId = randomUUID();
      const record = planCallRecorder(db, llm, { userId, source: "planner", runId });
      const planned = await planWithModel(model, input, await libraryFor(db, options), { timeoutMs: models.timeoutMs, record });
      if (planned.ok) return { document: planned.document, planner: "llm" };
      log.warn({ reason: planned.reason, from: input.from }, "the language model could not plan the video; the text planner did");
      await markFallback(db, runId);
      return { document: planFromInput(input, options), planner: "text" };
    },
  };
}
