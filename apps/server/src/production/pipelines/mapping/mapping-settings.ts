import { z } from "zod";

/** A mapping holds at most this many keys, each template at most this long. */
export const MAPPING_LIMITS = { keys: 100, keyLength: 300, template: 5000 } as const;

const template = z.string().max(MAPPING_LIMITS.template);

/**
 * How an item becomes a storyboard: `fields` fills the client template's variables and slots
 * (modification keys as the render API takes them, values in the `{{field}}` syntax); `planner`
 * writes a storyboard from a prompt made of the item's fields, in the client template's style.
 */
export const mappingSettingsSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("fields"),
    modifications: z
      .record(z.string().min(1).max(MAPPING_LIMITS.keyLength), template)
      .refine((keys) => Object.keys(keys).length >= 1, "Map at least one field.")
      .refine((keys) => Object.keys(keys).length <= MAPPING_LIMITS.keys, `At most ${MAPPING_LIMITS.keys} keys.`),
  }),
  z.strictObject({
    kind: z.literal("planner"),
    prompt: template.trim().min(1, "Write the prompt the planner gets for each item.").default("{{title}}\n{{description}}"),
  }),
]);
export type MappingSettings = z.infer<typeof mappingSettingsSchema>;
