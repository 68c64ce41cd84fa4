import { z } from "zod";
import { focalPointSchema, aspectRatioSchema } from "./geometry.ts";
import { animatedColorSchema } from "./color-keyframes.ts";
import { sourceSchema } from "./elements.ts";
import { LIMITS } from "./limits.ts";
import { paletteSchema } from "./template.ts";
import { transitionSchema } from "./transition.ts";

/** The content document's version; bump it only with a migration in `migrations.ts`. */
export const CONTENT_VERSION = 1;

const variableName = z.string().regex(/^[a-z][a-zA-Z0-9_]{0,63}$/, "must start with a lower-case letter: letters, digits, _");

/** At most `max` keys, a bound zod records lack; JSON Schema learns it as maxProperties. */
const withAtMostKeys = <T extends z.ZodType<Record<string, unknown>>>(record: T, max: number, what: string) =>
  record.refine((value) => Object.keys(value).length <= max, `more than ${max} ${what}`).meta({ maxProperties: max });

/** A named value that data fills ("modifications"): any slot can be bound to one. */
export const variableSchema = z
  .strictObject({
    type: z.enum(["text", "image", "video", "number"]),
    label: z.string().max(LIMITS.nameLength).optional(),
    default: z.string().max(LIMITS.textLength).default(""),
    /** A text variable that takes one of these values only (a campaign form shows a choice list). */
    options: z.array(z.string().min(1).max(LIMITS.nameLength)).min(2).max(LIMITS.variableOptions).optional(),
  })
  .superRefine((variable, ctx) => {
    if (!variable.options) return;
    if (variable.type !== "text") ctx.addIssue({ code: "custom", path: ["options"], message: "only a text variable offers options" });
    else if (variable.default && !variable.options.includes(variable.default))
      ctx.addIssue({ code: "custom", path: ["default"], message: "must be one of the options" });
  });
export type Variable = z.infer<typeof variableSchema>;

export const slotValueSchema = z.union([
  z.strictObject({ text: z.string().max(LIMITS.textLength) }),
  z.strictObject({
    items: z.array(z.string().max(500)).max(LIMITS.listItems),
    /** Drawn 1., 2., 3. instead of bullets: steps, and lists the video counts ("7 things to pack"). */
    numbered: z.boolean().optional(),
    /** A numbered list's first number, when it goes on from the scene before (6., 7.). */
    first: z.number().int().min(1).max(1000).optional(),
  }),
  z.strictObject({ src: sourceSchema, focalPoint: focalPointSchema.optional(), fit: z.enum(["cover", "contain"]).optional() }),
  z.strictObject({ variable: variableName }),
]);
export type SlotValue = z.infer<typeof slotValueSchema>;

/** A fixed number of seconds, or "as long as the voiceover / the clip" within bounds. */
export const sceneDurationSchema = z.union([
  z.number().min(0.5).max(LIMITS.sceneSeconds),
  z.strictObject({
    follow: z.enum(["voiceover", "clip"]),
    /** Seconds added after the voiceover or clip ends. */
    padding: z.number().min(0).max(10).default(0.5),
    min: z.number().min(0.5).max(LIMITS.sceneSeconds).default(2),
    max: z.number().min(0.5).max(LIMITS.sceneSeconds).default(30),
  }),
]);
export type SceneDuration = z.infer<typeof sceneDurationSchema>;

export const sceneSchema = z.strictObject({
  id: z.string().min(1).max(64),
  layoutId: z.string().min(1).max(64),
  slots: withAtMostKeys(z.record(z.string().max(64), slotValueSchema), LIMITS.slots, "slot values").default({}),
  duration: sceneDurationSchema.default(5),
  voiceover: z
    .strictObject({
      text: z.string().max(LIMITS.textLength),
      src: sourceSchema.optional(),
      volume: z.number().min(0).max(1).default(1),
      /** The speech provider's voice the script is spoken in; the configured default when unset. */
      voice: z.string().min(1).max(200).optional(),
      /**
       * Set when `src` was generated from `text`: whether the captions follow the provider's word
       * timings (`wordStarts`), timings aligned to the recording's speech and pauses, or are
       * estimated from the words' lengths.
       */
      timing: z.enum(["provider", "aligned", "estimated"]).optional(),
      /** Seconds into the voiceover when each of the script's words (as captions split them) starts. */
      wordStarts: z
        .array(z.number().min(0).max(LIMITS.sceneSeconds))
        .max(LIMITS.textLength / 2)
        .optional(),
    })
    .optional(),
  /** How this scene replaces the previous one; the template's transition when unset. */
  transition: transitionSchema.optional(),
  /** Fills the scene behind its layout: a colour, or one that moves through keyframes. */
  background: animatedColorSchema.optional(),
});
export type Scene = z.output<typeof sceneSchema>;

export const brandKitSchema = z.strictObject({
  logo: sourceSchema.optional(),
  colors: paletteSchema.partial().optional(),
  fonts: z.strictObject({ heading: z.string().min(1).max(100).optional(), body: z.string().min(1).max(100).optional() }).optional(),
});

/** A video project: what the editor edits and the renderer draws. */
export const contentSchema = z
  .strictObject({
    version: z.literal(CONTENT_VERSION),
    title: z.string().min(1).max(LIMITS.nameLength),
    aspectRatio: aspectRatioSchema,
    fps: z.union([z.literal(24), z.literal(25), z.literal(30), z.literal(60)]).default(30),
    templateId: z.string().min(1).max(64),
    brandKit: brandKitSchema.optional(),
    variables: withAtMostKeys(z.record(variableName, variableSchema), LIMITS.variables, "variables").default({}),
    scenes: z.array(sceneSchema).min(1).max(LIMITS.scenes),
    soundtrack: z
      .strictObject({
        src: sourceSchema,
        volume: z.number().min(0).max(1).default(0.6),
        fadeIn: z.number().min(0).max(10).default(1),
        fadeOut: z.number().min(0).max(10).default(2),
        /** Lower the music by about 10 dB while a voiceover speaks. */
        duckUnderVoice: z.boolean().default(true),
      })
      .optional(),
    /**
     * How the video opens: `composed`, on its first scene already in place and playing on from
     * there (a loop or a feed never shows an empty first frame), or `animated`, with the first
     * scene's entrances from nothing. New videos open composed.
     */
    opening: z.enum(["composed", "animated"]).default("animated"),
    captions: z
      .strictObject({
        enabled: z.boolean().default(false),
        style: z.enum(["word-highlight", "line"]).default("word-highlight"),
        position: z.enum(["top", "middle", "bottom"]).default("bottom"),
      })
      .optional(),
  })
  .superRefine((content, ctx) => {
    const ids = new Set<string>();
    content.scenes.forEach((scene, index) => {
      if (ids.has(scene.id))
        ctx.addIssue({ code: "custom", path: ["scenes", index, "id"], message: `scene id "${scene.id}" is used twice` });
      ids.add(scene.id);
      for (const [slot, value] of Object.entries(scene.slots))
        if ("variable" in value && !(value.variable in content.variables))
          ctx.addIssue({
            code: "custom",
            path: ["scenes", index, "slots", slot, "variable"],
            message: `variable "${value.variable}" is not defined`,
          });
    });
  });
export type Content = z.output<typeof contentSchema>;
export type ContentInput = z.input<typeof contentSchema>;
