import type { Content, Scene, SlotValue } from "./content.ts";
import type { Element } from "./elements.ts";
import type { Layout } from "./layout.ts";
import type { MediaLengths } from "./timing.ts";
import { resolveSlot } from "./variables.ts";

export interface MediaSources {
  images: string[];
  videos: string[];
  audio: string[];
}

/**
 * A slot's value in a scene, variables resolved; an empty logo slot wears the brand kit's logo,
 * so a logo set once shows on every scene that has room for one.
 */
export function slotValueIn(content: Content, scene: Scene, layout: Layout | undefined, slotName: string): SlotValue | undefined {
  const value = resolveSlot(content, scene.slots[slotName]);
  if (value) return value;
  const logo = content.brandKit?.logo;
  return logo && layout?.slots.some((slot) => slot.name === slotName && slot.kind === "logo") ? { src: logo } : undefined;
}

/** The source an image or video element shows in a scene: its slot's value, else its own. */
export function elementSource(content: Content, scene: Scene, element: Element, layout: Layout | undefined): string | undefined {
  const value = element.slot ? slotValueIn(content, scene, layout, element.slot) : undefined;
  if (value && "src" in value) return value.src;
  return "src" in element ? element.src : undefined;
}

function sceneMedia(content: Content, scene: Scene, layouts: Record<string, Layout>, type: "image" | "video"): string[] {
  const found: string[] = [];
  const visit = (element: Element) => {
    if (element.type === "group") element.children.forEach(visit);
    const src = element.type === type ? elementSource(content, scene, element, layout) : undefined;
    if (src) found.push(src);
  };
  const layout = layouts[scene.layoutId];
  layout?.elements.forEach(visit);
  return found;
}

/** Every media source the document shows or plays, by kind, each once: what a render fetches. */
export function mediaSources(content: Content, layouts: Record<string, Layout>): MediaSources {
  const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((src): src is string => !!src))];
  return {
    images: unique(content.scenes.flatMap((scene) => sceneMedia(content, scene, layouts, "image"))),
    videos: unique(content.scenes.flatMap((scene) => sceneMedia(content, scene, layouts, "video"))),
    audio: unique([content.soundtrack?.src, ...content.scenes.map((scene) => scene.voiceover?.src)]),
  };
}

/** Smart timing's lengths from the media's durations: each scene's voiceover, and its first clip. */
export function mediaLengths(content: Content, layouts: Record<string, Layout>, durations: Record<string, number>): MediaLengths {
  const voiceover: Record<string, number> = {};
  const clip: Record<string, number> = {};
  for (const scene of content.scenes) {
    const voice = scene.voiceover?.src && durations[scene.voiceover.src];
    if (voice) voiceover[scene.id] = voice;
    const firstClip = sceneMedia(content, scene, layouts, "video")[0];
    if (firstClip && durations[firstClip]) clip[scene.id] = durations[firstClip];
  }
  return { voiceover, clip };
}
