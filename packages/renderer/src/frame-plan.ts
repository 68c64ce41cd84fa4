import { ease, sceneAt, timeline, type Content, type MediaLengths, type Scene, type Transition, type VideoElement } from "@framewise/scene";

export interface ScenePass {
  scene: Scene;
  /** Seconds into the scene. */
  time: number;
  duration: number;
}

/** What a frame shows: one scene, or, during a transition, the previous scene's last instant under the entering one. */
export interface FramePlan {
  passes: ScenePass[];
  transition?: { type: Exclude<Transition["type"], "cut">; direction: Transition["direction"]; progress: number };
}

export function framePlan(content: Content, defaultTransition: Transition, frame: number, media?: MediaLengths): FramePlan {
  const line = timeline(content, media);
  const { index, localTime } = sceneAt(line, frame / content.fps);
  const scene = content.scenes[index]!;
  // Frame 0 is the first scene's first instant like any other frame: every frame continues the
  // last, so a loop never flashes a finished scene before its entrances (the poster is chosen
  // apart). A video that opens composed skips its first scene's entrances instead (draw-scene.ts).
  const entering: ScenePass = { scene, time: localTime, duration: line.scenes[index]!.duration };
  const transition = scene.transition ?? defaultTransition;
  if (index === 0 || transition.type === "cut" || transition.duration <= 0 || localTime >= transition.duration)
    return { passes: [entering] };
  const previous = line.scenes[index - 1]!;
  return {
    passes: [{ scene: content.scenes[index - 1]!, time: previous.duration, duration: previous.duration }, entering],
    transition: {
      type: transition.type,
      direction: transition.direction,
      progress: ease(transition.easing, localTime / transition.duration),
    },
  };
}

/** When an element shows within its scene: its own time and lifetime, or undefined when hidden. */
export function elementWindow(element: { start: number; end?: number | undefined }, sceneTime: number, sceneDuration: number) {
  const end = element.end ?? sceneDuration;
  if (sceneTime < element.start || sceneTime > end) return undefined;
  return { time: sceneTime - element.start, lifetime: Math.max(1e-6, end - element.start) };
}

/** The moment of the clip a video element shows: trimmed, looped or held on its last frame. */
export function clipTime(element: VideoElement, elementTime: number, clipDuration: number | undefined): number {
  const clipEnd = element.trimEnd ?? clipDuration ?? 0;
  const span = Math.max(1e-6, clipEnd - element.trimStart);
  return element.trimStart + (element.loop ? elementTime % span : Math.min(elementTime, span));
}
