import type { Content } from "./content.ts";
import { PALETTE_ROLES } from "./geometry.ts";
import type { SLOT_KINDS } from "./layout.ts";

type SlotKind = (typeof SLOT_KINDS)[number];

/** What a slot modification sets: its text, its picture or clip, or its list's items. */
export type SlotProperty = "text" | "source" | "items";

/** The fields of the whole video a modification may set, besides its variables. */
export const VIDEO_FIELDS = [
  "title",
  "soundtrack.source",
  "soundtrack.volume",
  "brandKit.logo",
  "brandKit.fonts.heading",
  "brandKit.fonts.body",
  ...PALETTE_ROLES.map((role) => `brandKit.colors.${role}` as const),
] as const;
export type VideoField = (typeof VIDEO_FIELDS)[number];

/** What one modification key addresses. */
export type ModificationTarget =
  | { kind: "variable"; name: string }
  | { kind: "field"; field: VideoField }
  | { kind: "duration"; scene: number }
  /** `scene` undefined: that slot in every scene that has it. */
  | { kind: "slot"; scene: number | undefined; slot: string; property: SlotProperty };

/** The slots a scene's layout offers (name and kind), for slots a document leaves empty. */
export type LayoutSlots = (layoutId: string) => readonly { name: string; kind: SlotKind }[];

const SCENE_DURATION = /^scenes\.(\d{1,4})\.duration$/;
const SCENE_SLOT = /^scenes\.(\d{1,4})\.([A-Za-z][A-Za-z0-9_]{0,63})\.(text|source|items)$/;
const EVERY_SLOT = /^([A-Za-z][A-Za-z0-9_]{0,63})\.(text|source|items)$/;

/**
 * Reads a key as Creatomate's modifications do: a variable's name, a video field (`title`,
 * `soundtrack.source`, `brandKit.colors.primary`), a slot in every scene (`Headline.text`,
 * `Photo.source`) or in one (`scenes.0.headline.text`, counted from 0 as the document's JSON
 * paths are), or a scene's length (`scenes.0.duration`). Variables come first: a variable named
 * `title` is set rather than the video's title. Answers the target, or why the key is unknown.
 */
export function parseModificationKey(content: Content, key: string): ModificationTarget | string {
  if (Object.hasOwn(content.variables, key)) return { kind: "variable", name: key };
  if ((VIDEO_FIELDS as readonly string[]).includes(key)) return { kind: "field", field: key as VideoField };
  const duration = SCENE_DURATION.exec(key);
  if (duration) return sceneTarget(content, Number(duration[1]), (scene) => ({ kind: "duration", scene }));
  const sceneSlot = SCENE_SLOT.exec(key);
  if (sceneSlot)
    return sceneTarget(content, Number(sceneSlot[1]), (scene) => ({
      kind: "slot",
      scene,
      slot: sceneSlot[2]!,
      property: sceneSlot[3] as SlotProperty,
    }));
  const slot = EVERY_SLOT.exec(key);
  if (slot) return { kind: "slot", scene: undefined, slot: slot[1]!, property: slot[2] as SlotProperty };
  const names = Object.keys(content.variables);
  return (
    "is not a variable, slot or field of this template" +
    (names.length ? ` (its variables: ${names.slice(0, 20).join(", ")})` : "") +
    "; slots are addressed as <Slot>.text, <Slot>.source, <Slot>.items or scenes.<n>.<slot>.text"
  );
}

function sceneTarget(content: Content, index: number, target: (scene: number) => ModificationTarget): ModificationTarget | string {
  if (index < content.scenes.length) return target(index);
  return `names scene ${index}, but the template has ${content.scenes.length} scene${content.scenes.length === 1 ? "" : "s"} (counted from 0)`;
}

const PROPERTY_KINDS: Record<SlotProperty, readonly SlotKind[]> = {
  text: ["headline", "text", "price", "cta", "caption"],
  source: ["image", "video", "logo"],
  items: ["list"],
};

/**
 * The kind of slot a scene's slot is, from its value (or the variable it is bound to) or else
 * from its layout: what decides whether `.text`, `.source` or `.items` fits it.
 */
export function slotProperty(content: Content, value: Content["scenes"][number]["slots"][string] | undefined, kind?: SlotKind) {
  if (value && "text" in value) return "text";
  if (value && "items" in value) return "items";
  if (value && "src" in value) return "source";
  if (value && "variable" in value) {
    const type = content.variables[value.variable]?.type;
    return type === "image" || type === "video" ? "source" : "text";
  }
  return (Object.keys(PROPERTY_KINDS) as SlotProperty[]).find((property) => kind && PROPERTY_KINDS[property].includes(kind));
}
