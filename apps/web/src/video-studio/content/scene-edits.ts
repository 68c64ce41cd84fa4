import {
  LIMITS,
  type AspectRatio,
  type Content,
  type Layout,
  type Scene,
  type Slot,
  type SlotValue,
  type Template,
} from "@framewise/scene";
import { isTextSlot } from "./document-edits";

/** Words, a picture or a clip: a layout switch carries values within a family (a picture never lands in a clip's slot). */
const family = (kind: Slot["kind"]) => (isTextSlot({ kind }) ? "text" : kind === "video" ? "clip" : "picture");

/** A new scene id, unique in the document. */
function freshSceneId(content: Content): string {
  const taken = new Set(content.scenes.map((scene) => scene.id));
  for (let n = content.scenes.length + 1; ; n++) if (!taken.has(`scene-${n}`)) return `scene-${n}`;
}

export const canAddScene = (content: Content) => content.scenes.length < LIMITS.scenes;

/** A layout with its slots empty, after scene `afterIndex` (at the end when omitted). */
export function addScene(content: Content, layout: Layout, afterIndex = content.scenes.length - 1): Content {
  if (!canAddScene(content)) return content;
  const scene: Scene = { id: freshSceneId(content), layoutId: layout.id, slots: {}, duration: 4 };
  const scenes = [...content.scenes];
  scenes.splice(afterIndex + 1, 0, scene);
  return { ...content, scenes };
}

export function duplicateScene(content: Content, index: number): Content {
  const original = content.scenes[index];
  if (!original || !canAddScene(content)) return content;
  const scenes = [...content.scenes];
  scenes.splice(index + 1, 0, { ...structuredClone(original), id: freshSceneId(content) });
  return { ...content, scenes };
}

/** A video keeps at least one scene. */
export function deleteScene(content: Content, index: number): Content {
  if (content.scenes.length <= 1 || !content.scenes[index]) return content;
  return { ...content, scenes: content.scenes.filter((_, at) => at !== index) };
}

/** Moves scene `from` to position `to` (both clamped into the list). */
export function moveScene(content: Content, from: number, to: number): Content {
  const target = Math.max(0, Math.min(content.scenes.length - 1, to));
  if (from === target || !content.scenes[from]) return content;
  const scenes = [...content.scenes];
  const [moved] = scenes.splice(from, 1);
  scenes.splice(target, 0, moved!);
  return { ...content, scenes };
}

/** A value poured into a slot of another kind in the same family: a list joins into text and text splits into a list. */
function convert(value: SlotValue, to: Slot): SlotValue {
  if (to.kind === "list" && "text" in value)
    return {
      items: value.text
        .split("\n")
        .filter((line) => line.trim())
        .slice(0, LIMITS.listItems),
    };
  if (to.kind !== "list" && "items" in value)
    return {
      text: value.items
        .filter((item) => item.trim())
        .join("\n")
        .slice(0, LIMITS.textLength),
    };
  return value;
}

/**
 * The scene's values laid into another layout, so switching keeps the content: a slot of the
 * same name takes its value; the other slots take the unused values of their family in order.
 */
export function carrySlots(scene: Scene, from: Layout | undefined, to: Layout): Scene["slots"] {
  const kindOf = (name: string) => from?.slots.find((slot) => slot.name === name)?.kind;
  const unused = new Map(Object.entries(scene.slots).filter(([, value]) => !("variable" in value)));
  const slots: Scene["slots"] = {};
  const take = (name: string, target: Slot) => {
    slots[target.name] = convert(unused.get(name)!, target);
    unused.delete(name);
  };
  for (const slot of to.slots) {
    const kind = kindOf(slot.name);
    if (unused.has(slot.name) && kind && family(kind) === family(slot.kind)) take(slot.name, slot);
  }
  for (const slot of to.slots) {
    if (slot.name in slots) continue;
    const match = [...unused.keys()].find((name) => {
      const kind = kindOf(name);
      return kind !== undefined && family(kind) === family(slot.kind);
    });
    if (match) take(match, slot);
  }
  // Values bound to variables stay bound when the new layout has the slot.
  for (const [name, value] of Object.entries(scene.slots))
    if ("variable" in value && to.slots.some((slot) => slot.name === name)) slots[name] = value;
  return slots;
}

export function setSceneLayout(content: Content, index: number, layouts: Record<string, Layout>, layoutId: string): Content {
  const scene = content.scenes[index];
  const to = layouts[layoutId];
  if (!scene || !to || scene.layoutId === layoutId) return content;
  const switched = { ...scene, layoutId, slots: carrySlots(scene, layouts[scene.layoutId], to) };
  return { ...content, scenes: content.scenes.map((each, at) => (at === index ? switched : each)) };
}

/** The layouts a scene may use: offered by the template and designed for the aspect ratio. */
export function usableLayouts(template: Template, layouts: Record<string, Layout>, aspectRatio: AspectRatio): Layout[] {
  return template.layouts
    .map((id) => layouts[id])
    .filter((layout): layout is Layout => layout !== undefined && layout.aspectRatios.includes(aspectRatio));
}

/** Scenes whose layout no longer fits (after a template or aspect switch) move to the first usable one, content carried. */
function conform(content: Content, template: Template, layouts: Record<string, Layout>): Content {
  const usable = usableLayouts(template, layouts, content.aspectRatio);
  const fallback = usable[0];
  if (!fallback) return content;
  return content.scenes.reduce(
    (doc, scene, index) => (usable.some((layout) => layout.id === scene.layoutId) ? doc : setSceneLayout(doc, index, layouts, fallback.id)),
    content,
  );
}

/** Another template for the whole video: its look changes, the scenes and their words stay. */
export function setTemplate(content: Content, template: Template, layouts: Record<string, Layout>): Content {
  if (content.templateId === template.id) return content;
  return conform({ ...content, templateId: template.id }, template, layouts);
}

export function setAspectRatio(content: Content, aspectRatio: AspectRatio, template: Template, layouts: Record<string, Layout>): Content {
  if (content.aspectRatio === aspectRatio) return content;
  return conform({ ...content, aspectRatio }, template, layouts);
}
