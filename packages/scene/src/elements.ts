import { z } from "zod";
import { keyframeTracksSchema, presetSchema } from "./animation.ts";
import { animatedColorSchema } from "./color-keyframes.ts";
import { aspectRatioSchema, boxSchema, colorSchema, focalPointSchema, type AspectRatio, type Box } from "./geometry.ts";
import { LIMITS } from "./limits.ts";

const name = z.string().min(1).max(LIMITS.nameLength);
/** An asset reference (`asset:<id>`) or an http(s) URL; the server fetches it safely before rendering. */
export const sourceSchema = z
  .string()
  .max(LIMITS.sourceLength)
  .regex(/^(asset:[\w-]{1,64}|https?:\/\/\S+)$/, "must be asset:<id> or an http(s) URL");

const gradientStop = z.strictObject({ offset: z.number().min(0).max(1), color: animatedColorSchema });
/** A colour or a gradient; every colour in it may move through keyframes (color-keyframes.ts). */
export const fillSchema = z.union([
  animatedColorSchema,
  z.strictObject({ type: z.literal("linear-gradient"), angle: z.number().min(-360).max(360), stops: z.array(gradientStop).min(2).max(8) }),
  z.strictObject({ type: z.literal("radial-gradient"), stops: z.array(gradientStop).min(2).max(8) }),
]);
export type Fill = z.infer<typeof fillSchema>;

const textStyleFields = {
  fontFamily: name,
  fontWeight: z.number().int().min(100).max(900),
  italic: z.boolean(),
  /** Auto-fit: the largest size between min and max (px at 1080p) at which the text fits its box. */
  minSize: z.number().min(6).max(400),
  maxSize: z.number().min(6).max(400),
  lineHeight: z.number().min(0.6).max(3),
  letterSpacing: z.number().min(-0.2).max(1),
  align: z.enum(["left", "center", "right"]),
  verticalAlign: z.enum(["top", "middle", "bottom"]),
  color: colorSchema,
  stroke: z.strictObject({ color: colorSchema, width: z.number().min(0).max(40) }).optional(),
  shadow: z
    .strictObject({
      color: colorSchema,
      blur: z.number().min(0).max(100),
      x: z.number().min(-100).max(100),
      y: z.number().min(-100).max(100),
    })
    .optional(),
  background: z.strictObject({ color: colorSchema, padding: z.number().min(0).max(200), radius: z.number().min(0).max(200) }).optional(),
  transform: z.enum(["none", "uppercase", "lowercase"]),
};

export const textStyleSchema = z.strictObject({
  ...textStyleFields,
  fontWeight: textStyleFields.fontWeight.default(400),
  italic: textStyleFields.italic.default(false),
  minSize: textStyleFields.minSize.default(24),
  maxSize: textStyleFields.maxSize.default(72),
  lineHeight: textStyleFields.lineHeight.default(1.2),
  letterSpacing: textStyleFields.letterSpacing.default(0),
  align: textStyleFields.align.default("left"),
  verticalAlign: textStyleFields.verticalAlign.default("top"),
  color: textStyleFields.color.default("#ffffff"),
  transform: textStyleFields.transform.default("none"),
});
/** An element's changes to its named style: only what it sets, no defaults that would undo the style. */
export const textStyleOverrideSchema = z.strictObject(textStyleFields).partial();
export type TextStyle = z.infer<typeof textStyleSchema>;

/** What every element has: where it sits (per aspect ratio when it differs), when, and how it moves. */
const elementBase = {
  id: z.string().min(1).max(64),
  /** The layout slot whose value fills this element (text, image, video, list). */
  slot: name.optional(),
  box: boxSchema,
  boxes: z.partialRecord(aspectRatioSchema, boxSchema).optional(),
  opacity: z.number().min(0).max(1).default(1),
  rotation: z.number().min(-360).max(360).default(0),
  /** Seconds from the scene's start; the element shows until `end` (default: the scene's end). */
  start: z.number().min(0).max(LIMITS.sceneSeconds).default(0),
  end: z.number().min(0).max(LIMITS.sceneSeconds).optional(),
  keyframes: keyframeTracksSchema.optional(),
  animations: z.array(presetSchema).max(8).optional(),
};

export const textElementSchema = z.strictObject({
  ...elementBase,
  type: z.literal("text"),
  /** Shown when the slot is empty, or always when there is no slot. */
  text: z.string().max(LIMITS.textLength).default(""),
  /** A text style of the template by name, overridden field by field by `style`. */
  textStyle: name.optional(),
  style: textStyleOverrideSchema.optional(),
});

export const imageElementSchema = z.strictObject({
  ...elementBase,
  type: z.literal("image"),
  src: sourceSchema.optional(),
  fit: z.enum(["cover", "contain"]).default("cover"),
  focalPoint: focalPointSchema.optional(),
  cornerRadius: z.number().min(0).max(1000).default(0),
  /** A slow zoom and pan over the element's lifetime: scale and offset (fractions) at start and end. */
  kenBurns: z
    .strictObject({
      from: z.strictObject({ scale: z.number().min(1).max(3), x: z.number().min(-0.5).max(0.5), y: z.number().min(-0.5).max(0.5) }),
      to: z.strictObject({ scale: z.number().min(1).max(3), x: z.number().min(-0.5).max(0.5), y: z.number().min(-0.5).max(0.5) }),
    })
    .optional(),
});

export const videoElementSchema = z.strictObject({
  ...elementBase,
  type: z.literal("video"),
  src: sourceSchema.optional(),
  fit: z.enum(["cover", "contain"]).default("cover"),
  trimStart: z.number().min(0).max(36_000).default(0),
  trimEnd: z.number().min(0).max(36_000).optional(),
  loop: z.boolean().default(false),
  muted: z.boolean().default(true),
  volume: z.number().min(0).max(1).default(1),
});

export const shapeElementSchema = z.strictObject({
  ...elementBase,
  type: z.literal("shape"),
  shape: z.enum(["rect", "ellipse", "rounded"]),
  cornerRadius: z.number().min(0).max(1000).default(24),
  fill: fillSchema,
  stroke: z.strictObject({ color: colorSchema, width: z.number().min(0).max(100) }).optional(),
});

export type TextElement = z.output<typeof textElementSchema>;
export type ImageElement = z.output<typeof imageElementSchema>;
export type VideoElement = z.output<typeof videoElementSchema>;
export type ShapeElement = z.output<typeof shapeElementSchema>;
// Groups nest, so their types are written out rather than inferred.
export interface GroupElement extends z.output<z.ZodObject<typeof elementBase>> {
  type: "group";
  children: Element[];
}
interface GroupElementInput extends z.input<z.ZodObject<typeof elementBase>> {
  type: "group";
  children: ElementInput[];
}
export type Element = TextElement | ImageElement | VideoElement | ShapeElement | GroupElement;
export type ElementInput =
  | z.input<typeof textElementSchema>
  | z.input<typeof imageElementSchema>
  | z.input<typeof videoElementSchema>
  | z.input<typeof shapeElementSchema>
  | GroupElementInput;

/** A group's children have boxes in fractions of the group's box. */
export const groupElementSchema = z.strictObject({
  ...elementBase,
  type: z.literal("group"),
  get children(): z.ZodArray<z.ZodType<Element, ElementInput>> {
    return z.array(elementSchema).max(LIMITS.elements);
  },
});

export const elementSchema: z.ZodType<Element, ElementInput> = z.discriminatedUnion("type", [
  textElementSchema,
  imageElementSchema,
  videoElementSchema,
  shapeElementSchema,
  groupElementSchema,
]);

/** The element's box on a canvas of this aspect ratio. */
export function boxFor(element: { box: Box; boxes?: Partial<Record<AspectRatio, Box>> | undefined }, aspect: AspectRatio): Box {
  return element.boxes?.[aspect] ?? element.box;
}

/** How deeply groups nest inside this element (0 for a leaf). */
export function groupDepth(element: Element): number {
  return element.type === "group" ? 1 + Math.max(0, ...element.children.map(groupDepth)) : 0;
}
