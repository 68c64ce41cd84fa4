import { PROMPT_TEST_LIMITS as LIMITS, type PromptExpectations, type PromptTestSuiteFile } from "@framewise/contracts";
import { aspectRatioSchema, LIMITS as SCENE_LIMITS } from "@framewise/scene";
import { z } from "zod";
import { uuid } from "../../kernel/api-schemas.ts";

const range = (max: number, unit: string) =>
  z
    .strictObject({
      min: z.number().min(0).max(max).optional(),
      max: z.number().min(0).max(max).optional(),
    })
    .refine((value) => value.min !== undefined || value.max !== undefined, `Give the least or the most ${unit}.`)
    .refine((value) => value.min === undefined || value.max === undefined || value.min <= value.max, {
      path: ["max"],
      message: "The most must not be below the least.",
    });

const words = z
  .array(z.string().trim().min(1).max(LIMITS.word))
  .max(LIMITS.listItems)
  .describe("Matched as whole words, ignoring case, in the on-screen text and the voiceover.");
const layoutIds = z.array(z.string().trim().min(1).max(64)).max(LIMITS.listItems);

export const expectationsSchema = z
  .strictObject({
    schema_valid: z.boolean().default(true),
    scene_count: range(SCENE_LIMITS.scenes, "number of scenes").optional(),
    duration: range(SCENE_LIMITS.scenes * SCENE_LIMITS.sceneSeconds, "length in seconds").optional(),
    layouts_required: layoutIds.optional(),
    layouts_forbidden: layoutIds.optional(),
    words_required: words.optional(),
    words_forbidden: words.optional(),
    media_used: z.boolean().optional().describe("True: at least one picture or clip is placed; false: none is."),
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/, "A language code such as de, fr or es.")
      .optional()
      .describe("ISO 639-1 code of the script's language, told by a heuristic."),
    judge_rubric: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.rubric)
      .optional()
      .describe("What a judge model scores the storyboard against, 1–5: a judgement, never a pass or fail."),
  })
  .meta({ id: "PromptExpectations" }) satisfies z.ZodType<PromptExpectations, unknown>;

export const promptInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Name the prompt.").max(LIMITS.promptName),
  prompt: z.string().trim().min(1, "Write the prompt.").max(LIMITS.promptLength),
  aspect_ratio: aspectRatioSchema.nullable().optional().describe("Left out or null: the brief decides, as on the create screen."),
  template_id: z
    .string()
    .min(1)
    .max(64)
    .nullable()
    .optional()
    .describe("Left out or null: the brief's tone chooses, else the first template."),
  expectations: expectationsSchema,
});

const suiteFields = {
  name: z.string().trim().min(1, "Name the suite.").max(LIMITS.suiteName),
  description: z.string().trim().max(LIMITS.suiteDescription).default(""),
};

/** A suite as created or saved: every prompt in order; a prompt that keeps its `id` stays comparable across runs. */
export const suiteBody = z.strictObject({
  ...suiteFields,
  prompts: z
    .array(promptInputSchema.extend({ id: uuid.optional().describe("A prompt of this suite, kept; left out for a new one.") }))
    .max(LIMITS.prompts),
});
export type SuiteBody = z.infer<typeof suiteBody>;

/** A suite as a file (`GET …/export` answers it, `POST …/import` takes it). */
export const suiteFileSchema = z
  .strictObject({
    format: z.literal("framewise-prompt-suite"),
    version: z.literal(1),
    ...suiteFields,
    prompts: z.array(promptInputSchema).max(LIMITS.prompts),
  })
  .meta({ id: "PromptTestSuiteFile" }) satisfies z.ZodType<PromptTestSuiteFile, unknown>;
export type SuiteFile = z.infer<typeof suiteFileSchema>;
