import type { Content, Layout, Scene, Slot } from "@framewise/scene";

/** Slot kinds the storyboard edits as text (images, clips and logos get their own pickers later). */
const TEXT_KINDS: ReadonlySet<Slot["kind"]> = new Set(["headline", "text", "list", "price", "cta", "caption"]);

export const textSlots = (layout: Layout): Slot[] => layout.slots.filter((slot) => TEXT_KINDS.has(slot.kind));

/** A slot's words as the field shows them: a list is one item per line. */
export function slotText(scene: Scene, slot: Slot): string {
  const value = scene.slots[slot.name];
  if (value && "text" in value) return value.text;
  if (value && "items" in value) return value.items.join("\n");
  return "";
}

function updateScene(content: Content, sceneId: string, change: (scene: Scene) => Scene): Content {
  return { ...content, scenes: content.scenes.map((scene) => (scene.id === sceneId ? change(scene) : scene)) };
}

/**
 * Sets a text slot from what its field holds. List lines are kept as typed, empty ones too, so
 * pressing Enter for the next item does not swallow the new line.
 */
export function setSlotText(content: Content, sceneId: string, slot: Slot, text: string): Content {
  const value = slot.kind === "list" ? { items: text.split("\n") } : { text };
  return updateScene(content, sceneId, (scene) => ({ ...scene, slots: { ...scene.slots, [slot.name]: value } }));
}

export function setSceneDuration(content: Content, sceneId: string, seconds: number): Content {
  return updateScene(content, sceneId, (scene) => ({ ...scene, duration: seconds }));
}

export const setTitle = (content: Content, title: string): Content => ({ ...content, title });
