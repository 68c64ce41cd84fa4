import { LIMITS } from "@framewise/scene";
import type { SceneInput } from "../plan-document.ts";

/** The shortest a scene may get to meet a length: long enough to read a headline. */
export const MIN_SCENE_SECONDS = 2;

const secondsOf = (scene: SceneInput) => (typeof scene.duration === "number" ? scene.duration : 0);
const half = (seconds: number) => Math.round(seconds * 2) / 2;
const clamp = (seconds: number) => Math.min(LIMITS.sceneSeconds, Math.max(MIN_SCENE_SECONDS, seconds));

/**
 * Scenes timed to last `seconds` in all, give or take half a second: each keeps its share of the
 * reading time, in half seconds. When even the shortest scenes would run over, middle scenes go
 * (the opening and the ending stay). Scenes timed by their voiceover or clip keep that timing.
 */
export function fitLength<Scene extends SceneInput>(scenes: Scene[], seconds: number): Scene[] {
  const kept = [...scenes];
  while (kept.length > 2 && kept.length * MIN_SCENE_SECONDS > seconds) kept.splice(-2, 1);
  const fixed = kept.filter((scene) => typeof scene.duration === "number");
  const target = seconds - kept.filter((scene) => typeof scene.duration !== "number").length * MIN_SCENE_SECONDS;
  const total = fixed.reduce((sum, scene) => sum + secondsOf(scene), 0);
  if (!fixed.length || total <= 0) return kept;
  const timed = kept.map((scene) =>
    typeof scene.duration === "number" ? { ...scene, duration: clamp(half((secondsOf(scene) * target) / total)) } : scene,
  );
  // Rounding leaves a few half seconds over or under: the longest scenes give or take them.
  for (let step = 0; step < timed.length * 4; step++) {
    const difference = target - timed.reduce((sum, scene) => sum + secondsOf(scene), 0);
    if (Math.abs(difference) < 0.5) break;
    const candidates = timed.filter(
      (scene) => typeof scene.duration === "number" && clamp(secondsOf(scene) + Math.sign(difference) * 0.5) !== secondsOf(scene),
    );
    if (!candidates.length) break;
    const longest = candidates.reduce((best, scene) => (secondsOf(scene) > secondsOf(best) ? scene : best));
    longest.duration = secondsOf(longest) + Math.sign(difference) * 0.5;
  }
  return timed;
}
