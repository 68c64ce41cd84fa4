import { contentJsonSchema, type Content } from "@framewise/scene";
import type { LanguageModel } from "ai";
import { callToolWithRepairs, type ModelCall } from "../../../platform/llm/forced-tool-call.ts";
import { readBrief } from "../brief/read-brief.ts";
import { checkPlan } from "./check-plan.ts";
import { allowedMedia, MEDIA_SLOT_KINDS, systemPrompt, userPrompt, type PlanInput, type PlanLibrary } from "./storyboard-brief.ts";

export const STORYBOARD_TOOL = "create_storyboard";
/** The first answer and up to two repairs: a model that cannot fix its document by then gets no more turns. */
export const PLAN_ATTEMPTS = 3;

export type ModelPlan = { ok: true; document: Content } | { ok: false; reason: string };

/**
 * Asks the model for a storyboard: the content document through a forced tool call, each answer
 * checked like a save (and against the brief), problems sent back for repair. `signal` stops it
 * (a canceled prompt test).
 */
export async function planWithModel(
  model: LanguageModel,
  input: PlanInput,
  library: PlanLibrary,
  options: { timeoutMs: number; record: (call: ModelCall) => Promise<void>; signal?: AbortSignal },
): Promise<ModelPlan> {
  const media = allowedMedia(input);
  // The brief's length holds for the model's plan as for the text planner's.
  const brief = input.from === "prompt" ? readBrief(input.prompt) : undefined;
  // Layouts whose required pictures cannot be filled are not offered.
  const offered = {
    ...library,
    layouts: library.layouts.filter(
      (layout) => media.length > 0 || !layout.slots.some((slot) => slot.required && MEDIA_SLOT_KINDS.has(slot.kind)),
    ),
  };
  const answer = await callToolWithRepairs(
    model,
    {
      name: STORYBOARD_TOOL,
      description: "Create the video's storyboard: a complete content document.",
      noun: "storyboard",
      inputSchema: contentJsonSchema(),
      check: (document) => {
        const checked = checkPlan(document, offered, media, brief);
        return checked.ok ? { ok: true, value: checked.document } : checked;
      },
    },
    { system: systemPrompt(offered, media), messages: [{ role: "user", content: userPrompt(input) }] },
    { attempts: PLAN_ATTEMPTS, ...options },
  );
  return answer.ok ? { ok: true, document: answer.value } : answer;
}
