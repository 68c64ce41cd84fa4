import type { Content, Scene, SlotValue } from "./content.ts";
import type { Element, VideoElement } from "./elements.ts";
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

/** The scene's image or video elements that show something, with what they show, in drawing order. */
function sceneMedia<T extends "image" | "video">(content: Content, scene: Scene, layouts: Record<string, Layout>, type: T) {
  const found: { element: Extract<Element, { type: T }>; src: string }[] = [];
  const layout = layouts[scene.layoutId];
  const visit = (element: Element) => {
    if (element.type === "group") element.children.forEach(visit);
    if (element.type !== type) return;
    const src = elementSource(content, scene, element, layout);
    if (src) found.push({ element: element as Extract<Element, { type: T }>, src });
  };
  layout?.elements.forEach(visit);
  return found;
}

/** Every media source the document shows or plays, by kind, each once: what a render fetches. */
export function mediaSources(content: Content, layouts: Record<string, Layout>): MediaSources {
  const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((src): src is string => !!src))];
  const sources = (type: "image" | "video") =>
    content.scenes.flatMap((scene) => sceneMedia(content, scene, layouts, type).map((found) => found.src));
  return {
    images: unique(sources("image")),
    videos: unique(sources("video")),
    audio: unique([content.soundtrack?.src, ...content.scenes.map((scene) => scene.voiceover?.src)]),
  };
}

/**
 * When a clip stops showing, in seconds from its scene's start: the part between its trims (as
 * the renderer plays it; a looping clip counts once) after its start, cut short by its end.
 */
export function clipEndInScene(element: VideoElement, fileSeconds: number): number {
  const playedTo = Math.min(element.trimEnd ?? fileSeconds, fileSeconds);
  const visibleEnd = element.start + Math.max(0, playedTo - element.trimStart);
  return element.end === undefined ? visibleEnd : Math.min(element.end, visibleEnd);
}

/** Smart timing's lengths from the media's durations: each scene's voiceover, and its first clip. */
export function mediaLengths(content: Content, layouts: Record<string, Layout>, durations: Record<string, number>): MediaLengths {
  const voiceover: Record<string, number> = {};
  const clip: Record<string, number> = {};
  for (const scene of content.scenes) {
    const voice = scene.voiceover?.src && durations[scene.voiceover.src];
    if (voice) voiceover[scene.id] = voice;
    const firstClip = sceneMedia(content, scene, layouts, "video")[0];
    const fileSeconds = firstClip && durations[firstClip.src];
    if (firstClip && fileSeconds) clip[scene.id] = clipEndInScene(firstClip.element, fileSeconds);
  }
  return { voiceover, clip };
}
