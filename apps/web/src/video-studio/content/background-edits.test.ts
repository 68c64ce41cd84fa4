import { colorAt, LIMITS, sceneSchema, type Content } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import {
  addKeyframe,
  animateBackground,
  canAddKeyframe,
  keyframeTimeRange,
  newKeyframeTime,
  removeKeyframe,
  setBackground,
  setKeyframeColor,
  setKeyframeEasing,
  setKeyframeTime,
  stillBackground,
} from "./background-edits";
import { backgroundVideo } from "../../testing/background-video";
import { primaryPalette as palette } from "../../testing/primary-palette";

const video = (background?: unknown): Content => backgroundVideo(background, 0);
const moving = (times: number[]) => video({ keyframes: times.map((time, i) => ({ time, color: i % 2 ? "#ffffff" : "#000000" })) });
const background = (content: Content) => content.scenes[0]!.background;
const times = (content: Content) => {
  const value = background(content);
  return typeof value === "object" ? value.keyframes.map((keyframe) => keyframe.time) : undefined;
};
/** Every edit leaves a scene the document accepts. */
const valid = (content: Content) => expect(sceneSchema.safeParse(content.scenes[0]).success).toBe(true);

describe("a scene's still background", () => {
  it("takes a palette role or a hex colour, and gives the template's own back when cleared", () => {
    const role = setBackground(video(), "s1", "$primary");
    expect(background(role)).toBe("$primary");
    valid(role);
    expect(background(setBackground(role, "s1", "#12ab34"))).toBe("#12ab34");
    const cleared = setBackground(role, "s1", undefined);
    expect(cleared.scenes[0]).not.toHaveProperty("background");
    expect(cleared.scenes[1]).toBe(role.scenes[1]);
  });

  it("is no edit when the colour is the one it has (no empty undo step)", () => {
    const role = setBackground(video(), "s1", "$primary");
    expect(setBackground(role, "s1", "$primary")).toBe(role);
  });
});

describe("animating a background", () => {
  it("moves from the still colour at the start to another palette colour at the scene's end", () => {
    const animated = animateBackground(video("#336699"), "s1", 4);
    expect(background(animated)).toEqual({
      keyframes: [
        { time: 0, color: "#336699", easing: "linear" },
        { time: 4, color: "$accent", easing: "linear" },
      ],
    });
    valid(animated);
  });

  it("starts from the palette's background when the scene had the template's, and never ends where it starts", () => {
    expect(background(animateBackground(video(), "s1", 4))).toMatchObject({ keyframes: [{ color: "$background" }, { color: "$accent" }] });
    expect(background(animateBackground(video("$Accent"), "s1", 4))).toMatchObject({
      keyframes: [{ color: "$Accent" }, { color: "$primary" }],
    });
  });

  it("leaves a moving background as it is, and goes still again in its first colour", () => {
    const animated = moving([0, 2]);
    expect(animateBackground(animated, "s1", 4)).toBe(animated);
    expect(background(stillBackground(animated, "s1"))).toBe("#000000");
    const still = video("#123456");
    expect(stillBackground(still, "s1")).toBe(still);
  });
});

describe("keyframes", () => {
  it("are added in time order, in the colour the background already has there (nothing changes on screen)", () => {
    const before = moving([0, 4]);
    const added = addKeyframe(before, "s1", 2, palette);
    expect(times(added)).toEqual([0, 2, 4]);
    const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    for (const time of [0, 1, 2, 3, 4]) {
      const [was, is] = [colorAt(background(before)!, time, palette), colorAt(background(added)!, time, palette)];
      channels(is).forEach((channel, i) => expect(Math.abs(channel - channels(was)[i]!)).toBeLessThanOrEqual(2));
    }
    valid(added);
    expect(times(addKeyframe(moving([0, 4]), "s1", 9, palette))).toEqual([0, 4, 9]);
    // Times round to a hundredth of a second and stay within the document's bounds.
    expect(times(addKeyframe(moving([0, 4]), "s1", 1.23456, palette))).toEqual([0, 1.23, 4]);
    expect(times(addKeyframe(moving([1, 4]), "s1", -3, palette))).toEqual([0, 1, 4]);
  });

  it("stop at the document's limit", () => {
    const full = moving(Array.from({ length: LIMITS.keyframes }, (_, i) => i / 10));
    expect(canAddKeyframe(background(full))).toBe(false);
    expect(addKeyframe(full, "s1", 3, palette)).toBe(full);
    expect(canAddKeyframe(background(moving([0])))).toBe(true);
    expect(canAddKeyframe("#000000")).toBe(false);
  });

  it("are removed, all but the last", () => {
    expect(times(removeKeyframe(moving([0, 2, 4]), "s1", 1))).toEqual([0, 4]);
    const one = moving([0]);
    expect(removeKeyframe(one, "s1", 0)).toBe(one);
  });

  it("take a colour and an easing", () => {
    const coloured = setKeyframeColor(moving([0, 4]), "s1", 1, "$secondary");
    expect(background(coloured)).toMatchObject({ keyframes: [{ color: "#000000" }, { color: "$secondary" }] });
    expect(setKeyframeColor(coloured, "s1", 1, "$secondary")).toBe(coloured);
    const eased = setKeyframeEasing(coloured, "s1", 0, "ease-in-out-cubic");
    expect(background(eased)).toMatchObject({ keyframes: [{ easing: "ease-in-out-cubic" }, { easing: "linear" }] });
    valid(eased);
  });

  it("change nothing on a still background or a missing keyframe", () => {
    const still = video("#123456");
    expect(addKeyframe(still, "s1", 1, palette)).toBe(still);
    expect(setKeyframeColor(still, "s1", 0, "#000000")).toBe(still);
    const animated = moving([0, 4]);
    expect(setKeyframeColor(animated, "s1", 5, "#abcdef")).toBe(animated);
    expect(removeKeyframe(animated, "s1", 5)).toBe(animated);
  });
});

describe("a keyframe's time", () => {
  it("stays between its neighbours and within the scene", () => {
    const frames = (background(moving([0, 1, 3])) as { keyframes: never[] }).keyframes;
    expect(keyframeTimeRange(frames, 0, 4)).toEqual({ min: 0, max: 1 });
    expect(keyframeTimeRange(frames, 1, 4)).toEqual({ min: 0, max: 3 });
    expect(keyframeTimeRange(frames, 2, 4)).toEqual({ min: 1, max: 4 });
    // A scene made shorter than a keyframe: the keyframe may stay where it is.
    expect(keyframeTimeRange(frames, 2, 2)).toEqual({ min: 1, max: 3 });
  });

  it("moves within its range, and a time out of order or past the scene is refused", () => {
    const animated = moving([0, 1, 3]);
    expect(times(setKeyframeTime(animated, "s1", 1, 2.5, 4))).toEqual([0, 2.5, 3]);
    expect(setKeyframeTime(animated, "s1", 1, 3.5, 4)).toBe(animated);
    expect(setKeyframeTime(animated, "s1", 2, 4.5, 4)).toBe(animated);
    expect(setKeyframeTime(animated, "s1", 2, Number.NaN, 4)).toBe(animated);
    valid(setKeyframeTime(animated, "s1", 2, 4, 4));
  });
});

describe("where a new keyframe goes", () => {
  const frames = (list: number[]) => list.map((time) => ({ time, color: "#000000", easing: "linear" as const }));

  it("is the playhead when the preview is on the scene, kept within it", () => {
    expect(newKeyframeTime(frames([0, 4]), 4, 1.3333)).toBe(1.33);
    expect(newKeyframeTime(frames([0, 4]), 4, 7)).toBe(4);
  });

  it("is the scene's end, or halfway through the last stretch when a keyframe is already there", () => {
    expect(newKeyframeTime(frames([0, 2]), 4, undefined)).toBe(4);
    expect(newKeyframeTime(frames([0, 3, 4]), 4, undefined)).toBe(3.5);
    expect(newKeyframeTime(frames([4]), 4, undefined)).toBe(2);
    expect(newKeyframeTime(frames([0, 9]), 4, undefined)).toBe(2);
  });
});
