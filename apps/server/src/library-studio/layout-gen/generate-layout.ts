import { layoutJsonSchema, validateLayout, type Layout, type Template } from "@framewise/scene";
import type { LanguageModel, ModelMessage } from "ai";
import type { GenerationAttempt } from "../../platform/db/library-studio-schema.ts";
import { callToolWithRepairs, type ModelCall } from "../../platform/llm/forced-tool-call.ts";

export const LAYOUT_TOOL = "layout";
/** The first answer and up to two repairs, as the planner allows. */
export const LAYOUT_ATTEMPTS = 3;

/** What the model designs with: the published template it will be previewed under, and one published layout as an example. */
export interface LayoutGenLibrary {
  template: Template | undefined;
  example: Layout | undefined;
}

/** The rules of a layout, the template's names to use, and a worked example. */
export function layoutSystemPrompt(library: LayoutGenLibrary): string {
  const lines = [
    "You design layouts for a video studio. A layout is one scene's composition: named slots that a storyboard fills",
    "(headline, text, image, video, logo, list, price, cta, caption) and elements (text, image, video, shape, group) bound to them or fixed.",
    "Boxes are fractions of the frame (x, y, width, height from 0 to 1). `box` places an element in 9:16;",
    "`boxes` gives it its own box in 1:1, 16:9 and 4:5, so each aspect ratio the layout declares in `aspectRatios` is composed for its frame.",
    "Keep words clear of the outer 6 % of the frame and of the lower right in 9:16 (where apps put their buttons).",
    "Give every text slot a `maxLength` its box is designed for, and every element a unique id.",
  ];
  if (library.template) {
    lines.push(
      `Colours come from the template's palette as "$name": ${Object.keys(library.template.palette)
        .map((name) => `$${name}`)
        .join(", ")}.`,
      `Text styles (\`textStyle\`) are the template's: ${Object.keys(library.template.textStyles).join(", ")}.`,
    );
  }
  if (library.example) lines.push("A published layout, as an example of the form:", JSON.stringify(library.example));
  lines.push(`Answer by calling the ${LAYOUT_TOOL} tool with the whole layout.`);
  return lines.join("\n");
}

/** The description, with the reference picture when there is one the model can see (a data URL). */
export function layoutRequest(prompt: string, reference: { dataUrl: string; mediaType: string } | undefined): ModelMessage {
  if (!reference) return { role: "user", content: prompt };
  return {
    role: "user",
    content: [
      { type: "text", text: `${prompt}\n\nThe picture is a reference for the composition.` },
      { type: "file", data: reference.dataUrl, mediaType: reference.mediaType },
    ],
  };
}

export type GeneratedAnswer =
  { ok: true; layout: Layout; attempts: GenerationAttempt[] } | { ok: false; reason: string; attempts: GenerationAttempt[] };

/**
 * Asks the model for a layout through the `layout` tool, whose input is the layout's JSON Schema;
 * each answer is validated as a save is, its problems sent back at their JSON paths for repair.
 * Answers the layout, or why there is none, with each answer's problems.
 */
export async function generateLayout(
  model: LanguageModel,
  request: { system: string; message: ModelMessage },
  options: { timeoutMs: number; record: (call: ModelCall) => Promise<void>; signal?: AbortSignal },
): Promise<GeneratedAnswer> {
  const attempts: GenerationAttempt[] = [];
  const answer = await callToolWithRepairs(
    model,
    {
      name: LAYOUT_TOOL,
      description: "Create the layout: a complete layout definition.",
      noun: "layout",
      inputSchema: layoutJsonSchema(),
      check: validateLayout,
    },
    { system: request.system, messages: [request.message] },
    {
      ...options,
      attempts: LAYOUT_ATTEMPTS,
      record: async (call) => {
        attempts.push({ problems: call.problems ?? (call.success ? [] : [{ path: "/", message: call.error ?? "no layout" }]) });
        await options.record(call);
      },
    },
  );
  return answer.ok ? { ok: true, layout: answer.value, attempts } : { ok: false, reason: answer.reason, attempts };
}
