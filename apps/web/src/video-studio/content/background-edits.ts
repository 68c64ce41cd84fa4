import {
  colorAt,
  LIMITS,
  type AnimatedColor,
  type ColorKeyframe,
  type Content,
  type Easing,
  type Palette,
  type Scene,
} from "@framewise/scene";
import { updateScene } from "./document-edits";

/** Keyframe times the editor writes: a hundredth of a second is finer than any frame rate shows. */
const roundTime = (seconds: number) => Math.round(seconds * 100) / 100;

const keyframesOf = (scene: Scene | undefined): ColorKeyframe[] | undefined =>
  scene?.background && typeof scene.background !== "string" ? scene.background.keyframes : undefined;

/** Changes the keyframes of a moving background; a still one, or a change that leaves them as they were, is no edit. */
function updateKeyframes(content: Content, sceneId: string, change: (keyframes: ColorKeyframe[]) => ColorKeyframe[]): Content {
  const keyframes = keyframesOf(content.scenes.find((scene) => scene.id === sceneId));
  if (!keyframes) return content;
  const changed = change(keyframes);
  if (changed === keyframes) return content;
  return updateScene(content, sceneId, (scene) => ({ ...scene, background: { keyframes: changed } }));
}

/** Keyframe `index` changed; the same list when there is no such keyframe or nothing would change. */
function replaceAt(keyframes: ColorKeyframe[], index: number, change: Partial<ColorKeyframe>): ColorKeyframe[] {
  const keyframe = keyframes[index];
  if (!keyframe || Object.entries(change).every(([key, value]) => keyframe[key as keyof ColorKeyframe] === value)) return keyframes;
  return keyframes.map((each, at) => (at === index ? { ...each, ...change } : each));
}

/** A still colour behind the scene (hex or a palette role); undefined gives the scene back the template's own. */
export function setBackground(content: Content, sceneId: string, color: string | undefined): Content {
  if (content.scenes.find((scene) => scene.id === sceneId)?.background === color) return content;
  return updateScene(content, sceneId, ({ background: _background, ...scene }) =>
    color === undefined ? scene : { ...scene, background: color },
  );
}

/**
 * A still background set moving: its colour at the start, another palette colour at the end of
 * the scene (`length` seconds), so the change shows at once and each end is then the user's to pick.
 */
export function animateBackground(content: Content, sceneId: string, length: number): Content {
  const scene = content.scenes.find((each) => each.id === sceneId);
  if (!scene || typeof scene.background === "object") return content;
  const from = scene.background ?? "$background";
  const to = from.toLowerCase() === "$accent" ? "$primary" : "$accent";
  const end = roundTime(Math.min(Math.max(length, 0), LIMITS.sceneSeconds));
  return setAnimated(content, sceneId, [
    { time: 0, color: from, easing: "linear" },
    { time: end, color: to, easing: "linear" },
  ]);
}

const setAnimated = (content: Content, sceneId: string, keyframes: ColorKeyframe[]) =>
  updateScene(content, sceneId, (scene) => ({ ...scene, background: { keyframes } }));

/** A moving background held still again, in the colour it starts with. */
export function stillBackground(content: Content, sceneId: string): Content {
  const first = keyframesOf(content.scenes.find((scene) => scene.id === sceneId))?.[0];
  return first ? setBackground(content, sceneId, first.color) : content;
}

export const canAddKeyframe = (background: AnimatedColor | undefined) =>
  typeof background === "object" && background.keyframes.length < LIMITS.keyframes;

/**
 * A keyframe at `time` in the colour the background already has there, so adding one changes
 * nothing on screen until its colour is picked; keyframes stay in time order.
 */
export function addKeyframe(content: Content, sceneId: string, time: number, palette: Palette): Content {
  return updateKeyframes(content, sceneId, (keyframes) => {
    if (keyframes.length >= LIMITS.keyframes) return keyframes;
    const at = roundTime(Math.min(Math.max(time, 0), LIMITS.sceneSeconds));
    const added: ColorKeyframe = { time: at, color: colorAt({ keyframes }, at, palette), easing: "linear" };
    const after = keyframes.findIndex((keyframe) => keyframe.time > at);
    return after === -1 ? [...keyframes, added] : [...keyframes.slice(0, after), added, ...keyframes.slice(after)];
  });
}

/** Removes keyframe `index`; the last one stays (a background with one keyframe holds its colour). */
export function removeKeyframe(content: Content, sceneId: string, index: number): Content {
  return updateKeyframes(content, sceneId, (keyframes) =>
    keyframes.length > 1 && keyframes[index] ? keyframes.filter((_, at) => at !== index) : keyframes,
  );
}

export function setKeyframeColor(content: Content, sceneId: string, index: number, color: string): Content {
  return updateKeyframes(content, sceneId, (keyframes) => replaceAt(keyframes, index, { color }));
}

/** How the colour moves from keyframe `index` to the next. */
export function setKeyframeEasing(content: Content, sceneId: string, index: number, easing: Easing): Content {
  return updateKeyframes(content, sceneId, (keyframes) => replaceAt(keyframes, index, { easing }));
}

/**
 * The times keyframe `index` may take: between its neighbours (the list stays in time order, as
 * the document requires) and within the scene's `length` seconds. A keyframe left past the end
 * by a shorter scene may stay where it is.
 */
export function keyframeTimeRange(keyframes: ColorKeyframe[], index: number, length: number): { min: number; max: number } {
  const min = keyframes[index - 1]?.time ?? 0;
  const max = Math.min(keyframes[index + 1]?.time ?? Math.max(length, keyframes[index]?.time ?? 0), LIMITS.sceneSeconds);
  return { min, max: Math.max(min, max) };
}

/** Moves keyframe `index` to `time` seconds into the scene; a time outside its range is refused. */
export function setKeyframeTime(content: Content, sceneId: string, index: number, time: number, length: number): Content {
  return updateKeyframes(content, sceneId, (keyframes) => {
    const { min, max } = keyframeTimeRange(keyframes, index, length);
    return Number.isFinite(time) && time >= min && time <= max ? replaceAt(keyframes, index, { time }) : keyframes;
  });
}

/**
 * Where "Add keyframe" puts one: at the playhead when the preview is on this scene; otherwise
 * at the scene's end, or, when a keyframe is already there, halfway through the last stretch
 * before it, so the new one never hides under another.
 */
export function newKeyframeTime(keyframes: ColorKeyframe[], length: number, playhead: number | undefined): number {
  if (playhead !== undefined) return roundTime(Math.min(Math.max(playhead, 0), length));
  if ((keyframes.at(-1)?.time ?? 0) < length) return roundTime(length);
  const before = keyframes.findLast((keyframe) => keyframe.time < length)?.time ?? 0;
  return roundTime((before + length) / 2);
}
