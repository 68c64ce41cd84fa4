import type { z } from "zod";
import { CONTENT_VERSION, contentSchema, sceneSchema, type Content, type Scene } from "./content.ts";
import { LIMITS } from "./limits.ts";
import { migrate, MigrationError } from "./migrations.ts";
import { validateWith } from "./validate.ts";

/** The layout a restored scene falls back to when its own is unreadable (the starter "title" layout). */
export const FALLBACK_LAYOUT_ID = "title";

/** The template a restored document falls back to when its own id is unreadable (the starter "clean" template). */
export const FALLBACK_TEMPLATE_ID = "clean";

export interface RestoreOptions {
  /**
   * The template for a document whose template id is unreadable: one the caller's library has.
   * This package cannot look the starter library up (the starter package depends on it), so
   * the default is a starter id written down here, FALLBACK_TEMPLATE_ID.
   */
  fallbackTemplateId?: string;
}

/** Absent rather than undefined, so a restored document serialises and compares like a parsed one. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The field's value when it is valid, else its default (or undefined), noting the repair. */
function field<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fallback: z.output<S> | undefined,
  name: string,
  repairs: string[],
): z.output<S> | undefined {
  if (value === undefined) return fallback;
  const parsed = validateWith(schema, value);
  if (parsed.ok) return parsed.value;
  repairs.push(`${name}: ${parsed.errors[0]?.message ?? "invalid"}; ${fallback === undefined ? "removed" : "reset"}`);
  return fallback;
}

/**
 * A record's valid entries, at most `limit`, each checked alone (its key too) so that a broken
 * entry costs only itself; every dropped entry is named.
 */
function restoreRecord<V>(
  schema: z.ZodType<Record<string, V>>,
  value: unknown,
  limit: number,
  name: string,
  repairs: string[],
): Record<string, V> {
  const kept: Record<string, V> = {};
  if (value === undefined) return kept;
  if (!isRecord(value)) {
    repairs.push(`${name}: not a set of named values; removed`);
    return kept;
  }
  for (const [key, item] of Object.entries(value)) {
    if (Object.keys(kept).length >= limit) {
      repairs.push(`${name}: more than ${limit}; removed the rest`);
      break;
    }
    // A computed key stays an own property even when it is "__proto__", which validation refuses.
    const restored = field(schema, { [key]: item }, undefined, `${name} "${key}"`, repairs)?.[key];
    if (restored !== undefined) kept[key] = restored;
  }
  return kept;
}

function restoreScene(value: unknown, index: number, usedIds: Set<string>, repairs: string[]): Scene | undefined {
  const strict = validateWith(sceneSchema, value);
  if (strict.ok && !usedIds.has(strict.value.id)) return strict.value;
  if (!isRecord(value)) {
    repairs.push(`scene ${index + 1}: not a scene; removed`);
    return undefined;
  }
  const shape = sceneSchema.shape;
  let id = field(shape.id, value.id, undefined, `scene ${index + 1} id`, repairs) ?? `scene-${index + 1}`;
  while (usedIds.has(id)) id = `${id}-copy`;
  return withoutUndefined({
    id,
    layoutId: field(shape.layoutId, value.layoutId, FALLBACK_LAYOUT_ID, `scene ${index + 1} layout`, repairs)!,
    slots: restoreRecord(shape.slots, value.slots, LIMITS.slots, `scene ${index + 1} slots`, repairs),
    duration: field(shape.duration, value.duration, 5, `scene ${index + 1} duration`, repairs)!,
    voiceover: field(shape.voiceover, value.voiceover, undefined, `scene ${index + 1} voiceover`, repairs),
    transition: field(shape.transition, value.transition, undefined, `scene ${index + 1} transition`, repairs),
    background: field(shape.background, value.background, undefined, `scene ${index + 1} background`, repairs),
  });
}

/** Defines each variable a slot is bound to but the document lacks, empty; unbinds the slot when there is no room. */
function defineMissingVariables(scenes: Scene[], variables: Content["variables"], repairs: string[]): void {
  for (const scene of scenes)
    for (const [slot, value] of Object.entries(scene.slots)) {
      if (!("variable" in value) || Object.hasOwn(variables, value.variable)) continue;
      if (Object.keys(variables).length < LIMITS.variables) {
        repairs.push(`scene ${scene.id} slot ${slot}: variable "${value.variable}" was not defined; defined it empty`);
        variables[value.variable] = { type: "text", default: "" };
      } else {
        repairs.push(`scene ${scene.id} slot ${slot}: variable "${value.variable}" was not defined and no more fit; emptied the slot`);
        delete scene.slots[slot];
      }
    }
}

/**
 * Reads stored data leniently (apart from strict validation at the API edge): migrates old
 * versions, keeps every valid part, resets or drops what is broken, and lists each repair.
 * Never throws; what it returns always passes strict validation (given a valid template id).
 */
export function restoreContent(stored: unknown, options: RestoreOptions = {}): { content: Content; repairs: string[] } {
  const repairs: string[] = [];
  let document: Record<string, unknown> = {};
  if (isRecord(stored)) {
    try {
      document = migrate(stored).document;
    } catch (error) {
      repairs.push(error instanceof MigrationError ? error.message : "the document could not be migrated");
      document = { ...stored };
    }
  } else repairs.push("not a document; started a blank one");

  const shape = contentSchema.shape;
  const usedIds = new Set<string>();
  const scenes: Scene[] = [];
  const storedScenes: unknown[] = Array.isArray(document.scenes) ? document.scenes : [];
  if (storedScenes.length > LIMITS.scenes) repairs.push(`scenes: more than ${LIMITS.scenes}; removed the rest`);
  for (const [index, value] of storedScenes.slice(0, LIMITS.scenes).entries()) {
    const scene = restoreScene(value, index, usedIds, repairs);
    if (scene) {
      scenes.push(scene);
      usedIds.add(scene.id);
    }
  }
  if (!scenes.length) {
    repairs.push("no readable scenes; added a blank one");
    scenes.push({ id: "scene-1", layoutId: FALLBACK_LAYOUT_ID, slots: {}, duration: 5 });
  }

  const variables = restoreRecord(shape.variables, document.variables, LIMITS.variables, "variables", repairs);
  defineMissingVariables(scenes, variables, repairs);

  const content = {
    version: CONTENT_VERSION,
    title: field(shape.title, document.title, "Untitled video", "title", repairs)!,
    aspectRatio: field(shape.aspectRatio, document.aspectRatio, "9:16", "aspect ratio", repairs)!,
    fps: field(shape.fps, document.fps, 30, "fps", repairs)!,
    templateId: field(shape.templateId, document.templateId, options.fallbackTemplateId ?? FALLBACK_TEMPLATE_ID, "template", repairs)!,
    brandKit: field(shape.brandKit, document.brandKit, undefined, "brand kit", repairs),
    variables,
    scenes,
    soundtrack: field(shape.soundtrack, document.soundtrack, undefined, "soundtrack", repairs),
    opening: field(shape.opening, document.opening, "animated", "opening", repairs)!,
    captions: field(shape.captions, document.captions, undefined, "captions", repairs),
  } satisfies Content;
  return { content: withoutUndefined(content), repairs };
}
