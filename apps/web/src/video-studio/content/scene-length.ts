import type { Scene } from "@framewise/scene";

/** Seconds as the storyboard writes them, to a tenth: "4 s", "6.3 s". */
export const seconds = (value: number) => `${Math.round(value * 10) / 10} s`;

/** A scene's length as the storyboard shows it, saying what smart timing follows: "6.3 s · follows voice". */
export function sceneLength(scene: Scene, length: number): string {
  if (typeof scene.duration === "number") return seconds(length);
  return `${seconds(length)} · follows ${scene.duration.follow === "voiceover" ? "voice" : "clip"}`;
}
