import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { z } from "zod";
import { uuid } from "../../../kernel/api-schemas.ts";

const LIMITS = IMAGE_GEN_LIMITS;
const MAX_PARAMS = 20;

/** A vibe's parameters: a few named numbers or short words, as backends read them. */
const vibeParams = z
  .record(z.string().trim().min(1).max(40), z.union([z.number().finite(), z.string().max(200)]))
  .refine((params) => Object.keys(params).length <= MAX_PARAMS, `At most ${MAX_PARAMS} parameters.`);

const fields = {
  name: z.string().trim().min(1, "Name the vibe.").max(LIMITS.vibeName),
  description: z.string().trim().max(LIMITS.vibeFragment),
  prompt_fragment: z.string().trim().min(1, "Give the words the vibe adds to a prompt.").max(LIMITS.vibeFragment),
  negative_fragment: z.string().trim().max(LIMITS.vibeFragment),
  params: vibeParams,
};

export const createVibeBody = z
  .object({
    ...fields,
    description: fields.description.optional(),
    prompt_fragment: fields.prompt_fragment
      .optional()
      .describe("Taken from the image's prompt when `from_image_id` is given and this is not."),
    negative_fragment: fields.negative_fragment.optional(),
    params: vibeParams.optional(),
    from_image_id: uuid
      .optional()
      .describe("An image of the caller's or a public one: its recipe fills what is not given, its picture is the preview."),
  })
  .strict()
  .refine((body) => body.prompt_fragment !== undefined || body.from_image_id !== undefined, {
    path: ["prompt_fragment"],
    message: "Give the words the vibe adds to a prompt, or the image to take them from.",
  });
export type CreateVibeBody = z.infer<typeof createVibeBody>;

export const updateVibeBody = z
  .object(fields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change.");
export type UpdateVibeBody = z.infer<typeof updateVibeBody>;
