import { CONTENT_VERSION, contentSchema, type AspectRatio, type Content, type Layout, type SlotValue } from "@framewise/scene";

/** What a slot shows in a thumbnail: its own label as words (pictures are left to the renderer's placeholder). */
function sampleValue(slot: Layout["slots"][number]): SlotValue | undefined {
  if (slot.kind === "list") return { items: [slot.label, slot.label, slot.label] };
  if (slot.kind === "image" || slot.kind === "video" || slot.kind === "logo") return undefined;
  return { text: slot.label };
}

/** A one-scene video showing `layout` in `templateId`, each text slot filled with its label, for a thumbnail. */
export function layoutSample(layout: Layout, templateId: string, aspectRatio: AspectRatio): Content {
  const slots = Object.fromEntries(
    layout.slots.flatMap((slot) => {
      const value = sampleValue(slot);
      return value ? [[slot.name, value]] : [];
    }),
  );
  return contentSchema.parse({
    version: CONTENT_VERSION,
    title: layout.name,
    aspectRatio,
    templateId,
    scenes: [{ id: layout.id, layoutId: layout.id, slots, duration: 3 }],
  });
}
