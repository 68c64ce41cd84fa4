import { z } from "zod";

export const ASPECT_RATIOS = ["9:16", "1:1", "16:9", "4:5"] as const;
export const aspectRatioSchema = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof aspectRatioSchema>;

/** Canvas size in pixels at 1080p for each aspect ratio; layouts are drawn in these units. */
export const CANVAS_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  "9:16": { width: 1080, height: 1920 },
  "1:1": { width: 1080, height: 1080 },
  "16:9": { width: 1920, height: 1080 },
  "4:5": { width: 1080, height: 1350 },
};

// Colours match in any case, spelled out in the patterns rather than by an `i` flag: the JSON
// Schema export keeps a pattern but drops its flags.
const HEX_COLOR = "#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})";
const anyCase = (word: string) => word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** `#rrggbb` or `#rrggbbaa`: what palettes hold. */
export const hexColorSchema = z.string().regex(new RegExp(`^${HEX_COLOR}$`), "must be a colour like #1a2b3c or #1a2b3cff");

export const PALETTE_ROLES = ["background", "surface", "primary", "secondary", "text", "accent"] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/**
 * A hex colour, or a palette role (`$primary`, `$text/60` for 60 % opacity) that the template
 * and the brand kit decide: one layout then wears every template and every brand.
 */
export const colorSchema = z
  .string()
  .regex(
    new RegExp(`^(${HEX_COLOR}|\\$(?:${PALETTE_ROLES.map(anyCase).join("|")})(?:/(?:100|[1-9]?[0-9]))?)$`),
    "must be a colour like #1a2b3c, or a palette role like $primary or $text/60",
  );

/** A fraction of the canvas (or of the parent group); a little bleed past the edges is allowed. */
const fraction = z.number().min(-1).max(2);

/** A box in fractions of its container, so one layout fits every canvas size of an aspect ratio. */
export const boxSchema = z.strictObject({
  x: fraction,
  y: fraction,
  width: z.number().positive().max(3),
  height: z.number().positive().max(3),
});
export type Box = z.infer<typeof boxSchema>;

/** A point inside an image that cropping keeps in view, in fractions of its width and height. */
export const focalPointSchema = z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
