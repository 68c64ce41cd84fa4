import { z } from "zod";
import { contentSchema, sceneDurationSchema, type Content, type Scene, type SlotValue } from "./content.ts";
import { sourceSchema } from "./elements.ts";
import { hexColorSchema } from "./geometry.ts";
import { LIMITS } from "./limits.ts";
import {
  parseModificationKey,
  slotProperty,
  type LayoutSlots,
  type ModificationTarget,
  type SlotProperty,
  type VideoField,
} from "./modification-keys.ts";
import { jsonPointer, validateWith, type ValidationError } from "./validate.ts";
import { applyModifications } from "./variables.ts";

export * from "./modification-keys.ts";

export const MODIFICATION_LIMITS = { keys: 500, keyLength: 300 } as const;

export interface ModifiedContent {
  /** The modified document, validated; the document as given when there are problems. */
  content: Content;
  /** Every key that could not be applied, at its JSON path (`/modifications/Headline.text`). */
  problems: ValidationError[];
}

/** Text as Creatomate takes it: a string, or a number written as one. */
const textValue = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(LIMITS.textLength));
const numberValue = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, "must be a number")]).transform(String);

/** `null` empties a slot, as it hides an element in Creatomate. */
const SLOT_VALUES = {
  text: textValue.nullable(),
  source: sourceSchema.nullable(),
  items: z.array(z.string().max(500)).max(LIMITS.listItems).nullable(),
} satisfies Record<SlotProperty, z.ZodType>;

const fieldValue = (field: VideoField) => {
  if (field === "title") return z.string().min(1).max(LIMITS.nameLength);
  if (field === "soundtrack.source" || field === "brandKit.logo") return sourceSchema.nullable();
  if (field.startsWith("brandKit.fonts.")) return z.string().min(1).max(100);
  return hexColorSchema;
};

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
function parse<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "is not valid" };
}

/**
 * Fills a template with a client's data, as Creatomate's `modifications` do (keys are read by
 * `parseModificationKey`). Pure and total: unknown keys, values of the wrong type and values past
 * the scene package's limits are problems at JSON paths, never exceptions, and with any problem
 * the document comes back unchanged. A key for one scene wins over the same slot's key for every
 * scene, whatever their order. `layoutSlots` lets a key fill a slot the document leaves empty.
 */
export function applyRenderModifications(
  content: Content,
  modifications: Record<string, unknown>,
  options: { layoutSlots?: LayoutSlots } = {},
): ModifiedContent {
  const whole = (message: string): ModifiedContent => ({ content, problems: [{ path: "/modifications", message }] });
  if (typeof modifications !== "object" || modifications === null || Array.isArray(modifications))
    return whole("must be an object of keys and values");
  const entries = Object.entries(modifications).filter(([, value]) => value !== undefined);
  if (entries.length > MODIFICATION_LIMITS.keys) return whole(`has more than ${MODIFICATION_LIMITS.keys} keys`);

  const draft: Content = { ...content, scenes: content.scenes.map((scene) => ({ ...scene, slots: { ...scene.slots } })) };
  const variables: Record<string, string> = {};
  const problems: (ValidationError & { order: number })[] = [];
  const targets = entries.map(([key, value], order) => ({
    key,
    value,
    order,
    target:
      key.length > MODIFICATION_LIMITS.keyLength
        ? `is longer than ${MODIFICATION_LIMITS.keyLength} characters`
        : parseModificationKey(content, key),
  }));
  // Every scene's slot first, then one scene's: the more specific key wins.
  const everyScene = (target: ModificationTarget | string) =>
    typeof target !== "string" && target.kind === "slot" && target.scene === undefined;
  targets.sort((a, b) => Number(everyScene(b.target)) - Number(everyScene(a.target)));
  for (const { key, value, order, target } of targets) {
    const message = typeof target === "string" ? target : applyOne(draft, variables, target, value, options.layoutSlots);
    if (message) problems.push({ path: jsonPointer(["modifications", key]), message, order });
  }
  if (problems.length)
    return { content, problems: problems.sort((a, b) => a.order - b.order).map(({ path, message }) => ({ path, message })) };

  const checked = validateWith(contentSchema, applyModifications(draft, variables));
  if (checked.ok) return { content: checked.value, problems: [] };
  return {
    content,
    problems: checked.errors.map((error) => ({
      path: "/modifications",
      message: `would make the document invalid at ${error.path || "/"}: ${error.message}`,
    })),
  };
}

/** Applies one key to the draft (variables are gathered, then filled at once); answers why not. */
function applyOne(
  draft: Content,
  variables: Record<string, string>,
  target: ModificationTarget,
  value: unknown,
  layoutSlots?: LayoutSlots,
) {
  switch (target.kind) {
    case "variable": {
      const { type, options } = draft.variables[target.name]!;
      const parsed = parse(type === "image" || type === "video" ? sourceSchema : type === "number" ? numberValue : textValue, value);
      if (!parsed.ok) return parsed.message;
      if (options && !options.includes(parsed.value)) return `must be one of: ${options.join(", ")}`;
      variables[target.name] = parsed.value;
      return undefined;
    }
    case "duration": {
      const parsed = parse(sceneDurationSchema.options[0], value);
      if (!parsed.ok) return parsed.message;
      draft.scenes[target.scene]!.duration = parsed.value;
      return undefined;
    }
    case "field":
      return setField(draft, target.field, value);
    case "slot":
      return setSlot(draft, target, value, layoutSlots);
  }
}

function setField(draft: Content, field: VideoField, value: unknown): string | undefined {
  const parsed = parse(fieldValue(field), value);
  if (!parsed.ok) return parsed.message;
  const set = parsed.value;
  const brandKit = { ...draft.brandKit };
  if (field === "title") draft.title = set!;
  else if (field === "soundtrack.source")
    draft.soundtrack = set === null ? undefined : contentSchema.shape.soundtrack.unwrap().parse({ ...draft.soundtrack, src: set });
  else if (field === "brandKit.logo") draft.brandKit = { ...brandKit, logo: set ?? undefined };
  else if (field === "brandKit.fonts.heading" || field === "brandKit.fonts.body")
    draft.brandKit = { ...brandKit, fonts: { ...brandKit.fonts, [field.slice("brandKit.fonts.".length)]: set! } };
  else draft.brandKit = { ...brandKit, colors: { ...brandKit.colors, [field.slice("brandKit.colors.".length)]: set! } };
  return undefined;
}

function setSlot(draft: Content, target: Extract<ModificationTarget, { kind: "slot" }>, value: unknown, layoutSlots?: LayoutSlots) {
  const indexes = target.scene === undefined ? draft.scenes.map((_, index) => index) : [target.scene];
  let found = 0;
  for (const index of indexes) {
    const scene = draft.scenes[index]!;
    const slot = findSlot(scene, target.slot, layoutSlots);
    if (!slot) continue;
    found++;
    const property = slotProperty(draft, scene.slots[slot.name], slot.kind);
    if (property !== target.property)
      return `the slot "${slot.name}"${target.scene === undefined ? ` (scene ${index})` : ""} takes ${property ? `.${property}` : "no value"}, not .${target.property}`;
    const parsed = parse(SLOT_VALUES[property], value);
    if (!parsed.ok) return parsed.message;
    if (parsed.value === null) delete scene.slots[slot.name];
    else scene.slots[slot.name] = slotValue(property, parsed.value, scene.slots[slot.name]);
  }
  if (found) return undefined;
  return target.scene === undefined
    ? `no scene has a slot named "${target.slot}"`
    : `scene ${target.scene} has no slot named "${target.slot}"`;
}

/** The scene's slot of that name, whatever its case: one with a value, or one its layout offers. */
function findSlot(scene: Scene, name: string, layoutSlots?: LayoutSlots) {
  const lower = name.toLowerCase();
  const own = Object.keys(scene.slots).find((slot) => slot.toLowerCase() === lower);
  const offered = layoutSlots?.(scene.layoutId).find((slot) => slot.name.toLowerCase() === lower);
  if (own === undefined && !offered) return undefined;
  return { name: own ?? offered!.name, kind: offered?.kind };
}

function slotValue(property: SlotProperty, value: string | string[], previous: SlotValue | undefined): SlotValue {
  // New items keep how the list is drawn (numbered or bulleted).
  if (property === "items") {
    const { numbered, first } = previous && "items" in previous ? previous : {};
    return { items: value as string[], ...(numbered ? { numbered } : {}), ...(first ? { first } : {}) };
  }
  if (property === "text") return { text: value as string };
  // A new picture keeps how its slot fits it; its focal point belonged to the old one.
  return { src: value as string, ...(previous && "fit" in previous && previous.fit ? { fit: previous.fit } : {}) };
}
