import { contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { thumbnailFrame } from "./thumbnail-frame";

const withDurations = (...durations: number[]) =>
  contentSchema.parse({
    version: 1,
    title: "Timing",
    aspectRatio: "1:1",
    templateId: "clean",
    scenes: durations.map((duration, index) => ({ id: `scene-${index + 1}`, layoutId: "title", duration })),
  });

describe("thumbnail frame", () => {
  it("is 1.5 s into each scene, after the scenes before it", () => {
    const content = withDurations(4, 3, 5);
    expect([0, 1, 2].map((index) => thumbnailFrame(content, index))).toEqual([45, 165, 255]);
  });

  it("stays inside a scene shorter than 1.5 s", () => {
    const content = withDurations(1, 0.5, 2);
    expect(thumbnailFrame(content, 0)).toBe(29);
    expect(thumbnailFrame(content, 1)).toBe(44);
  });

  it("comes after a scene that follows its voice by the voice's length", () => {
    const content = contentSchema.parse({
      ...withDurations(4, 3),
      scenes: [
        { id: "voiced", layoutId: "title", duration: { follow: "voiceover", padding: 0.5, min: 2, max: 30 } },
        { id: "after", layoutId: "title", duration: 3 },
      ],
    });
    // 6.3 s of voice and 0.5 s of padding, then 1.5 s into the next scene, at 30 fps.
    expect(thumbnailFrame(content, 1, { voiceover: { voiced: 6.3 } })).toBe(249);
    expect(thumbnailFrame(content, 1)).toBe(105);
  });

  it("is 0 for a scene that does not exist", () => {
    expect(thumbnailFrame(withDurations(2), 3)).toBe(0);
  });
});
