import { timeline, type Content, type MediaLengths, type Timeline } from "@framewise/scene";

/** How far into a scene its thumbnail is drawn, so entrance animations have settled. */
const SETTLED_SECONDS = 1.5;

/** Scene `index`'s first frame, rounded up so it is never a hair before the scene starts. */
export function sceneStartFrame(line: Timeline, index: number): number {
  return Math.ceil((line.scenes[index]?.start ?? 0) * line.fps - 1e-9);
}

/** The frame that shows scene `index` settled (scenes timed by `media`): its start plus 1.5 s, kept inside the scene. */
export function thumbnailFrame(content: Content, index: number, media: MediaLengths = {}): number {
  const line = timeline(content, media);
  const entry = line.scenes[index];
  if (!entry) return 0;
  const first = sceneStartFrame(line, index);
  const last = Math.max(first, Math.ceil((entry.start + entry.duration) * line.fps) - 1);
  return Math.min(last, first + Math.round(SETTLED_SECONDS * line.fps));
}
