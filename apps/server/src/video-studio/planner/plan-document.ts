import {
  CONTENT_VERSION,
  LIMITS,
  contentSchema,
  type AspectRatio,
  type Content,
  type ContentInput,
  type SlotValue,
  type Template,
} from "@framewise/scene";
import { readingSeconds } from "./text-units.ts";

export type SceneInput = ContentInput["scenes"][number];

export interface PlanOptions {
  aspectRatio: AspectRatio;
  templateId: string;
  /** The mood the brief's tone asked for, when it named one: its music follows it. */
  mood?: Exclude<Template["musicMood"], "none">;
}

/** One planned scene: its slot values (undefined ones left out), as long as its words take to read, those words as its voiceover script. */
export function plannedScene(layoutId: string, slots: Record<string, SlotValue | undefined>, spoken: string): SceneInput {
  const kept = Object.fromEntries(Object.entries(slots).filter(([, value]) => value !== undefined)) as Record<string, SlotValue>;
  return { id: "", layoutId, slots: kept, duration: readingSeconds(spoken), voiceover: { text: spoken, volume: 1 } };
}

/** A list scene's time: a beat for the headline and one and a half seconds an item, 10 s at most. */
export const listSeconds = (items: number) => Math.min(10, 2 + items * 1.5);

/** The plan as a document: scenes numbered in order (as many as a document may hold), checked by the schema. */
export function planDocument(head: Pick<ContentInput, "title" | "brandKit">, scenes: SceneInput[], options: PlanOptions): Content {
  return contentSchema.parse({
    version: CONTENT_VERSION,
    ...head,
    aspectRatio: options.aspectRatio,
    templateId: options.templateId,
    scenes: scenes.slice(0, LIMITS.scenes).map((scene, index) => ({ ...scene, id: `scene-${index + 1}` })),
  } satisfies ContentInput);
}
