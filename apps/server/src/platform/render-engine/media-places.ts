import { mediaSources, type Content, type Layout } from "@framewise/scene";

/**
 * Where the document uses each medium, as people would say it ("the photo in scene 2", "the
 * voiceover of scene 3", "the soundtrack"), so a render that cannot use one says which. A
 * medium in several scenes is named by its first.
 */
export function mediaPlaces(content: Content, layouts: Record<string, Layout>): Map<string, string> {
  const places = new Map<string, string>();
  const name = (src: string | undefined, place: string) => src && !places.has(src) && places.set(src, place);
  content.scenes.forEach((scene, index) => {
    const number = index + 1;
    const shown = mediaSources({ ...content, soundtrack: undefined, scenes: [scene] }, layouts);
    shown.images.forEach((src) => name(src, `the photo in scene ${number}`));
    shown.videos.forEach((src) => name(src, `the clip in scene ${number}`));
    name(scene.voiceover?.src, `the voiceover of scene ${number}`);
  });
  name(content.soundtrack?.src, "the soundtrack");
  return places;
}

/** "The photo in scene 2 could not be prepared: it failed to process." */
export function unpreparedMessage(place: string, reason: string): string {
  const sentence = `${place[0]!.toUpperCase()}${place.slice(1)} could not be prepared: ${reason.trim()}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
