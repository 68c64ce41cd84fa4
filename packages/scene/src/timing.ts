import type { Content, Scene, SceneDuration } from "./content.ts";

/** Lengths in seconds of the media that smart timing follows, by scene id. */
export interface MediaLengths {
  voiceover?: Record<string, number>;
  clip?: Record<string, number>;
}

/** A scene's length: fixed, or its voiceover's / clip's length plus padding, kept within bounds. */
export function sceneDuration(scene: Scene, media: MediaLengths = {}): number {
  const duration = scene.duration;
  if (typeof duration === "number") return duration;
  const followed = (duration.follow === "voiceover" ? media.voiceover : media.clip)?.[scene.id];
  if (followed === undefined || !Number.isFinite(followed)) return duration.min;
  return Math.min(duration.max, Math.max(duration.min, followed + duration.padding));
}

/** A length that follows the scene's voice or clip. */
export type FollowingDuration = Exclude<SceneDuration, number>;

/**
 * `following` for `scene`, but never shorter than the scene is now planned to last: a voice
 * quicker than the plan keeps the length the video was asked for (a 30 s ad stays 30 s).
 */
export function followingAtLeastPlanned(scene: Scene, following: FollowingDuration): FollowingDuration {
  const { duration } = scene;
  // A scene following its stock clip was planned at the clip's longest length, its max.
  const planned = typeof duration === "number" ? duration : duration.follow === "clip" ? duration.max : duration.min;
  return { ...following, min: Math.min(following.max, Math.max(following.min, planned)) };
}

export interface TimelineEntry {
  sceneId: string;
  start: number;
  duration: number;
}

export interface Timeline {
  scenes: TimelineEntry[];
  duration: number;
  fps: number;
  frames: number;
}

/** Scenes back to back; transitions play over the first seconds of the scene that enters. */
export function timeline(content: Content, media: MediaLengths = {}): Timeline {
  let start = 0;
  const scenes = content.scenes.map((scene) => {
    const entry = { sceneId: scene.id, start, duration: sceneDuration(scene, media) };
    start += entry.duration;
    return entry;
  });
  return { scenes, duration: start, fps: content.fps, frames: Math.round(start * content.fps) };
}

/** Time of a frame: `frame / fps`, the only clock the renderer knows. */
export const frameTime = (frame: number, fps: number) => frame / fps;

/** The scene showing at `time` seconds and the time inside it; the last scene holds past the end. */
export function sceneAt(line: Timeline, time: number): { index: number; localTime: number } {
  let index = 0;
  for (let i = 0; i < line.scenes.length; i++) if (time >= line.scenes[i]!.start) index = i;
  return { index, localTime: Math.max(0, time - line.scenes[index]!.start) };
}
