import type { Content, Layout, Scene, Slot } from "@framewise/scene";

/** Slot kinds the storyboard edits as text; the others (images, clips, logos) take media. */
const TEXT_KINDS: ReadonlySet<Slot["kind"]> = new Set(["headline", "text", "list", "price", "cta", "caption"]);

export const isTextSlot = (slot: Pick<Slot, "kind">) => TEXT_KINDS.has(slot.kind);
export const textSlots = (layout: Layout): Slot[] => layout.slots.filter(isTextSlot);
export const mediaSlots = (layout: Layout): Slot[] => layout.slots.filter((slot) => !isTextSlot(slot));

/** A slot's words as the field shows them: a list is one item per line. */
export function slotText(scene: Scene, slot: Slot): string {
  const value = scene.slots[slot.name];
  if (value && "text" in value) return value.text;
  if (value && "items" in value) return value.items.join("\n");
  return "";
}

/** The document with scene `sceneId` changed; the other scenes stay the same objects. */
export function updateScene(content: Content, sceneId: string, change: (scene: Scene) => Scene): Content {
  return { ...content, scenes: content.scenes.map((scene) => (scene.id === sceneId ? change(scene) : scene)) };
}

/**
 * Sets a text slot from what its field holds. List lines are kept as typed, empty ones too, so
 * pressing Enter for the next item does not swallow the new line.
 */
export function setSlotText(content: Content, sceneId: string, slot: Slot, text: string): Content {
  return updateScene(content, sceneId, (scene) => {
    const previous = scene.slots[slot.name];
    // The list's numbering (and where it starts) stays as it was.
    const { numbered, first } = previous && "items" in previous ? previous : {};
    const value =
      slot.kind === "list" ? { items: text.split("\n"), ...(numbered ? { numbered } : {}), ...(first ? { first } : {}) } : { text };
    return { ...scene, slots: { ...scene.slots, [slot.name]: value } };
  });
}

/** Whether a list slot is drawn numbered (1., 2., 3.) rather than with bullets. */
export function listNumbered(scene: Scene, slot: Slot): boolean {
  const value = scene.slots[slot.name];
  return Boolean(value && "items" in value && value.numbered);
}

/** Numbers a list's items, or gives them bullets again. */
export function setListNumbered(content: Content, sceneId: string, slot: Slot, numbered: boolean): Content {
  return updateScene(content, sceneId, (scene) => {
    const value = scene.slots[slot.name];
    const { items = [], first } = value && "items" in value ? value : {};
    return { ...scene, slots: { ...scene.slots, [slot.name]: numbered ? { items, numbered, ...(first ? { first } : {}) } : { items } } };
  });
}

export function setSceneDuration(content: Content, sceneId: string, seconds: number): Content {
  return updateScene(content, sceneId, (scene) => ({ ...scene, duration: seconds }));
}

export const setTitle = (content: Content, title: string): Content => ({ ...content, title });

/** Puts a picture or clip (`asset:<id>` or an address) into a media slot. */
export function setSlotMedia(content: Content, sceneId: string, slot: Slot, src: string): Content {
  return updateScene(content, sceneId, (scene) => ({ ...scene, slots: { ...scene.slots, [slot.name]: { src } } }));
}

export function clearSlot(content: Content, sceneId: string, slot: Slot): Content {
  return updateScene(content, sceneId, (scene) => ({
    ...scene,
    slots: Object.fromEntries(Object.entries(scene.slots).filter(([name]) => name !== slot.name)),
  }));
}

/** The words spoken over a scene; an empty text removes the voiceover. */
export function setVoiceoverText(content: Content, sceneId: string, text: string): Content {
  return updateScene(content, sceneId, (scene) => {
    if (!text && !scene.voiceover?.src) return { ...scene, voiceover: undefined };
    return { ...scene, voiceover: { volume: 1, ...scene.voiceover, text } };
  });
}

/** The recording played over a scene (its script stays); undefined removes it. */
export function setVoiceoverSource(content: Content, sceneId: string, src: string | undefined): Content {
  return updateScene(content, sceneId, (scene) => {
    const { src: _previous, ...voiceover } = scene.voiceover ?? { text: "", volume: 1 };
    if (!src && !voiceover.text) return { ...scene, voiceover: undefined };
    return { ...scene, voiceover: src ? { ...voiceover, src } : voiceover };
  });
}
