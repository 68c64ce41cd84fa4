import type { Content, Scene } from "./content.ts";
import type { Element } from "./elements.ts";
import type { Layout } from "./layout.ts";
import type { MediaLengths } from "./timing.ts";
import { resolveSlot } from "./variables.ts";

export interface MediaSources {
  images: string[];
  videos: string[];
  audio: string[];
}

/** The source an image or video element shows in a scene: its slot's value, else its own. */
export function elementSource(content: Content, scene: Scene, element: Element): string | undefined {
  const value = element.slot ? resolveSlot(content, scene.slots[element.slot]) : undefined;
  if (value && "src" in value) return value.src;
  return "src" in element ? element.src : undefined;
}

function sceneMedia(content: Content, scene: Scene, layouts: Record<string, Layout>, type: "image" | "video"): string[] {
  const found: string[] = [];
  const visit = (element: Element) => {
    if (element.type === "group") element.children.forEach(visit);
    const src = element.type === type ? elementSource(content, scene, element) : undefined;
    if (src) found.push(src);
  };
  layouts[scene.layoutId]?.elements.forEach(visit);
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
