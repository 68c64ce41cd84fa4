import { z } from "zod";
import { elementSchema, groupDepth, type Element } from "./elements.ts";
import { ASPECT_RATIOS } from "./geometry.ts";
import { LIMITS } from "./limits.ts";

export const SLOT_KINDS = ["headline", "text", "image", "video", "logo", "list", "price", "cta", "caption"] as const;
export const slotKindSchema = z.enum(SLOT_KINDS);

const slotNamePattern = /^[a-z][a-zA-Z0-9_]{0,63}$/;

export const slotSchema = z.strictObject({
  name: z.string().regex(slotNamePattern, "must start with a lower-case letter: letters, digits, _"),
  kind: slotKindSchema,
  label: z.string().min(1).max(LIMITS.nameLength),
  required: z.boolean().default(false),
  /** For text slots: the longest text the box is designed for. */
  maxLength: z.number().int().min(1).max(LIMITS.textLength).optional(),
});
export type Slot = z.infer<typeof slotSchema>;

function allElements(elements: readonly Element[]): Element[] {
  return elements.flatMap((element) => (element.type === "group" ? [element, ...allElements(element.children)] : [element]));
}

/** One scene's composition: named slots, and elements (some bound to slots) placed per aspect ratio. */
export const layoutSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be lower-case letters, digits and -"),
    name: z.string().min(1).max(LIMITS.nameLength),
    description: z.string().max(1000).default(""),
    aspectRatios: z
      .array(z.enum(ASPECT_RATIOS))
      .min(1)
      .default([...ASPECT_RATIOS]),
    slots: z.array(slotSchema).max(LIMITS.slots),
    elements: z.array(elementSchema).min(1).max(LIMITS.elements),
    tags: z.array(z.string().min(1).max(40)).max(20).default([]),
  })
  .superRefine((layout, ctx) => {
    const names = new Set<string>();
    layout.slots.forEach((slot, index) => {
      if (names.has(slot.name))
        ctx.addIssue({ code: "custom", path: ["slots", index, "name"], message: `slot "${slot.name}" is defined twice` });
      names.add(slot.name);
    });
    layout.elements.forEach((element, index) => {
      if (groupDepth(element) > LIMITS.groupDepth)
        ctx.addIssue({ code: "custom", path: ["elements", index], message: `groups nest deeper than ${LIMITS.groupDepth} levels` });
    });
    for (const element of allElements(layout.elements))
      if (element.slot && !names.has(element.slot))
        ctx.addIssue({
          code: "custom",
          path: ["elements"],
          message: `element "${element.id}" uses slot "${element.slot}", which the layout does not define`,
        });
  });
export type Layout = z.output<typeof layoutSchema>;
export type LayoutInput = z.input<typeof layoutSchema>;
