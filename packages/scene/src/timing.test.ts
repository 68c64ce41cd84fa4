import { describe, expect, it } from "vitest";
import { sampleContentParsed } from "./test-fixtures.ts";
import { frameTime, sceneAt, sceneDuration, timeline } from "./timing.ts";

const content = sampleContentParsed;

describe("timing", () => {
  it("lets a scene follow its voiceover plus padding, within its bounds", () => {
    const scene = content().scenes[1]!;
    expect(sceneDuration(scene, { voiceover: { feature: 4 } })).toBe(4.5);
    expect(sceneDuration(scene, { voiceover: { feature: 30 } })).toBe(10);
    expect(sceneDuration(scene, { voiceover: { feature: 0.2 } })).toBe(2);
    expect(sceneDuration(scene)).toBe(2);
  });

  it("lays scenes back to back and finds the scene at any time", () => {
    const line = timeline(content(), { voiceover: { feature: 4 } });
    expect(line.scenes).toEqual([
      { sceneId: "intro", start: 0, duration: 3 },
      { sceneId: "feature", start: 3, duration: 4.5 },
    ]);
    expect(line.duration).toBe(7.5);
    expect(line.frames).toBe(225);
    expect(sceneAt(line, 0)).toEqual({ index: 0, localTime: 0 });
    expect(sceneAt(line, 3.25)).toEqual({ index: 1, localTime: 0.25 });
    expect(sceneAt(line, 99).index).toBe(1);
  });

  it("measures time in frames, never by a clock", () => {
    expect(frameTime(45, 30)).toBe(1.5);
  });
});
