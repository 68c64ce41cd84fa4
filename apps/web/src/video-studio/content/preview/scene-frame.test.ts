import { contentSchema, sceneAt, timeline, transitionSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { sceneShownFrame } from "./scene-frame";

const crossfade = transitionSchema.parse({ type: "crossfade", duration: 0.7 });
const content = contentSchema.parse({
  version: 1,
  title: "Clicks",
  aspectRatio: "16:9",
  templateId: "clean",
  scenes: [
    { id: "one", layoutId: "title", duration: 3 },
    { id: "two", layoutId: "title", duration: 3 },
    { id: "three", layoutId: "title", duration: 4, transition: { type: "slide", duration: 0.45 } },
    { id: "four", layoutId: "title", duration: 2, transition: { type: "cut" } },
    { id: "five", layoutId: "title", duration: 0.5, transition: { type: "wipe", duration: 2 } },
  ],
});
const line = timeline(content);

describe("the frame a click on a scene shows", () => {
  it("is after the scene's incoming transition (its own, else the template's), or its start after a cut", () => {
    expect(content.scenes.map((_, index) => sceneShownFrame(content, line, crossfade, index))).toEqual([
      0, // the opening scene has no transition in
      90 + 21, // 0.7 s of the template's crossfade
      180 + 14, // 0.45 s of its own slide, rounded up to a whole frame
      300,
      // A transition longer than its scene: the scene's last frame.
      360 + 14,
    ]);
  });

  it("is inside that scene, past its transition when the scene is longer than it", () => {
    content.scenes.forEach((scene, index) => {
      const shown = sceneAt(line, sceneShownFrame(content, line, crossfade, index) / line.fps);
      expect(shown.index).toBe(index);
      const incoming = scene.transition ?? crossfade;
      const transition = index === 0 || incoming.type === "cut" ? 0 : incoming.duration;
      if (transition < line.scenes[index]!.duration) expect(shown.localTime).toBeGreaterThanOrEqual(transition);
    });
  });

  it("is 0 for a scene that does not exist", () => {
    expect(sceneShownFrame(content, line, crossfade, 9)).toBe(0);
  });
});
