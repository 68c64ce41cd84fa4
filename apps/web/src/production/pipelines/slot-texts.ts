import type { Content } from "@framewise/scene";

/** One slot text of a draft that can be edited before approval, by its modification key. */
export interface SlotText {
  key: string;
  label: string;
  text: string;
}

/** Every text slot of a draft's scenes, keyed as the approve route takes them (`scenes.0.headline.text`). */
export const slotTexts = (document: Content): SlotText[] =>
  document.scenes.flatMap((scene, index) =>
    Object.entries(scene.slots).flatMap(([slot, value]) =>
      "text" in value ? [{ key: `scenes.${index}.${slot}.text`, label: `Scene ${index + 1} · ${slot}`, text: value.text }] : [],
    ),
  );

/** Only the texts that changed, for the approval. */
export const changedTexts = (original: SlotText[], edited: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    original
      .filter((slot) => edited[slot.key] !== undefined && edited[slot.key] !== slot.text)
      .map((slot) => [slot.key, edited[slot.key]!]),
  );
