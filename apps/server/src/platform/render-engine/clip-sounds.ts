import { elementSource, type Content, type Element, type Layout, type Timeline, type VideoElement } from "@framewise/scene";
import { probeVideo } from "@framewise/media";

/** A clip's own sound as the video plays it: where on the video's timeline, and from which part of the file. */
export interface ClipSound {
  file: string;
  /** Seconds on the video's timeline while the clip shows. */
  start: number;
  end: number;
  /** The part of the file the clip plays (its trim), repeated when it loops. */
  from: number;
  length: number;
  loop: boolean;
  volume: number;
}

/** The unmuted clips a scene shows, groups included. */
function unmutedClips(elements: Element[]): VideoElement[] {
  return elements.flatMap((element) =>
    element.type === "group" ? unmutedClips(element.children) : element.type === "video" && !element.muted ? [element] : [],
  );
}

/**
 * The sound of every unmuted clip, timed as the picture shows it: from the element's start in
 * its scene until it ends or the scene does, from the clip's trim, looping or stopping as the
 * picture does (a clip that ends early holds its last frame in silence). Clips without a sound
 * track add nothing.
 */
export async function clipSounds(
  content: Content,
  layouts: Record<string, Layout>,
  line: Timeline,
  videoFiles: Record<string, string>,
): Promise<ClipSound[]> {
  const sounds: ClipSound[] = [];
  const probed = new Map<string, Awaited<ReturnType<typeof probeVideo>>>();
  for (const [index, scene] of content.scenes.entries()) {
    const layout = layouts[scene.layoutId];
    const entry = line.scenes[index]!;
    for (const element of unmutedClips(layout?.elements ?? [])) {
      const src = elementSource(content, scene, element, layout);
      const file = src && videoFiles[src];
      if (!file) continue;
      if (!probed.has(file)) probed.set(file, await probeVideo(file));
      const clip = probed.get(file)!;
      const start = entry.start + element.start;
      const end = entry.start + Math.min(element.end ?? entry.duration, entry.duration);
      const length = Math.min(element.trimEnd ?? clip.duration, clip.duration) - element.trimStart;
      if (!clip.hasAudio || end <= start || length <= 0) continue;
      sounds.push({ file, start, end, from: element.trimStart, length, loop: element.loop, volume: element.volume });
    }
  }
  return sounds;
}
