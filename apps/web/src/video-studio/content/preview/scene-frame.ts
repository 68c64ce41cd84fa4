import type { Content, Timeline, Transition } from "@framewise/scene";
import { sceneStartFrame } from "../thumbnail-frame";

/**
 * The frame a click on scene `index` shows: its first frame with no other scene in it, once its
 * incoming transition (its own, else the template's) is over. Its start would still show the
 * scene before, under a crossfade or a slide that has not begun. Kept inside the scene.
 */
export function sceneShownFrame(content: Content, line: Timeline, templateTransition: Transition, index: number): number {
  const entry = line.scenes[index];
  const scene = content.scenes[index];
  if (!entry || !scene) return 0;
  const first = sceneStartFrame(line, index);
  const transition = scene.transition ?? templateTransition;
  const overlap = index === 0 || transition.type === "cut" ? 0 : transition.duration;
  const last = Math.max(first, Math.ceil((entry.start + entry.duration) * line.fps) - 1);
  // Rounded up to the first whole frame past the transition (and never to -0 at the start).
  return Math.min(last, Math.max(0, Math.ceil((entry.start + overlap) * line.fps - 1e-9)));
}
