import { z } from "zod";
import { presetSchema } from "./animation.ts";
import { fillSchema, textStyleSchema } from "./elements.ts";
import { hexColorSchema, PALETTE_ROLES, type PaletteRole } from "./geometry.ts";
import { LIMITS } from "./limits.ts";
import { slotKindSchema } from "./layout.ts";
import { transitionSchema } from "./transition.ts";

export const MUSIC_MOODS = ["none", "upbeat", "calm", "inspiring", "dramatic", "corporate", "playful"] as const;

export const paletteSchema = z.strictObject(
  Object.fromEntries(PALETTE_ROLES.map((role) => [role, hexColorSchema])) as Record<PaletteRole, typeof hexColorSchema>,
);
export type Palette = z.infer<typeof paletteSchema>;

const fontSchema = z.strictObject({ family: z.string().min(1).max(100), weight: z.number().int().min(100).max(900).default(700) });

/** A font file of the library's font store (`/api/v1/library-fonts/{id}/file`): its family and weight, as the store has them. */
export const libraryFontRefSchema = z.strictObject({
  id: z.uuid(),
  family: z.string().min(1).max(100),
  weight: z.number().int().min(100).max(900),
});
export type LibraryFontRef = z.infer<typeof libraryFontRefSchema>;

/** A complete visual style: what `style-config` edits, and what every scene of a video wears. */
export const templateSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be lower-case letters, digits and -"),
  name: z.string().min(1).max(LIMITS.nameLength),
  description: z.string().max(1000).default(""),
  palette: paletteSchema,
  fonts: z.strictObject({ heading: fontSchema, body: fontSchema }),
  /** The library fonts its families need beyond the renderer's own: every host loads these before drawing. */
  fontFiles: z
    .array(libraryFontRefSchema)
    .max(16)
    .refine((fonts) => new Set(fonts.map((font) => font.id)).size === fonts.length, "names a font twice")
    .default([]),
  /** Named text styles that layout elements refer to (`headline`, `body`, `caption`…). */
  textStyles: z.record(z.string().regex(/^[a-z][a-zA-Z0-9-]{0,39}$/), textStyleSchema),
  background: fillSchema,
  transition: transitionSchema,
  /** Entrance animations per slot kind; `default` for the rest. */
  animations: z.partialRecord(z.union([slotKindSchema, z.literal("default")]), z.array(presetSchema).max(4)).default({}),
  musicMood: z.enum(MUSIC_MOODS).default("none"),
  /** Ids of the layouts this template offers, in the order pickers show them. */
  layouts: z.array(z.string().min(1).max(64)).min(1).max(100),
});
export type Template = z.output<typeof templateSchema>;
export type TemplateInput = z.input<typeof templateSchema>;

/** Every family a template draws in: its heading and body fonts and its text styles' families. */
export function templateFamilies(template: Pick<Template, "fonts" | "textStyles">): Set<string> {
  const styles = Object.values(template.textStyles).map((style) => style.fontFamily);
  return new Set([template.fonts.heading.family, template.fonts.body.family, ...styles]);
}
