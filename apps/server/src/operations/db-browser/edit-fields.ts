import { IMAGE_GEN_LIMITS, PROMPT_TEST_LIMITS } from "@framewise/contracts";
import { validateContent, validateLayout, validateTemplate, type Validation } from "@framewise/scene";
import { z } from "zod";
import { expectationsSchema } from "../../ai-desk/prompt-tests/suite-body.ts";

/**
 * The schemas the browser validates edits with: the same rules and length limits the product's
 * own API applies to each field, so a staff edit cannot store what a user's could not.
 */

/** `/scenes/0/duration` as zod's path segments. */
const pointerSegments = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));

/** A document checked by the scene package's strict validation, its problems kept at their JSON paths. */
const validatedBy = (validate: (input: unknown) => Validation<unknown>) =>
  z.unknown().transform((input, context) => {
    const checked = validate(input);
    if (checked.ok) return checked.value;
    for (const error of checked.errors.slice(0, 50))
      context.addIssue({ code: "custom", message: error.message, path: pointerSegments(error.path) });
    return z.NEVER;
  });

const words = (max: number, required = "Write something.") => z.string().trim().min(1, required).max(max);
const position = z.number().int().min(0).max(100_000);

export const EDIT_FIELDS = {
  contentDocument: validatedBy(validateContent),
  templateDefinition: validatedBy(validateTemplate),
  layoutDefinition: validatedBy(validateLayout),
  contentTitle: words(200, "Give the video a title."),
  flag: z.boolean(),
  position,
  personName: words(100, "Give a name."),
  assetName: words(200, "Give the file a name."),
  assetTags: z.array(z.string().trim().toLowerCase().min(1).max(60)).max(50),
  pageTitle: words(120, "Give the page a title."),
  pageText: z.string().max(2000),
  vibeName: words(IMAGE_GEN_LIMITS.vibeName, "Name the vibe."),
  vibeFragment: z.string().trim().max(IMAGE_GEN_LIMITS.vibeFragment),
  inspirationTitle: words(IMAGE_GEN_LIMITS.inspirationTitle, "Give it a title."),
  imagePrompt: words(IMAGE_GEN_LIMITS.promptLength, "Write the prompt."),
  negativePrompt: z.string().trim().max(IMAGE_GEN_LIMITS.negativeLength).nullable(),
  suiteName: words(PROMPT_TEST_LIMITS.suiteName, "Name the suite."),
  suiteDescription: z.string().trim().max(PROMPT_TEST_LIMITS.suiteDescription),
  promptName: words(PROMPT_TEST_LIMITS.promptName, "Name the prompt."),
  promptText: words(PROMPT_TEST_LIMITS.promptLength, "Write the prompt."),
  promptExpectations: expectationsSchema,
} satisfies Record<string, z.ZodType>;
