import { contentSchema, transitionSchema, videoElementSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { clipTime, elementWindow, framePlan } from "./frame-plan.ts";

const clip = (input: object) => videoElementSchema.parse({ id: "v", type: "video", box: { x: 0, y: 0, width: 1, height: 1 }, ...input });

describe("clip time", () => {
  it("plays from the trim start, holds the last frame, or loops", () => {
    expect(clipTime(clip({ trimStart: 2 }), 1, 10)).toBe(3);
    expect(clipTime(clip({ trimStart: 2, trimEnd: 4 }), 5, 10)).toBe(4);
    expect(clipTime(clip({ trimStart: 2, trimEnd: 4, loop: true }), 5, 10)).toBe(3);
  });
});

describe("element windows", () => {
  it("show an element between its start and end (the scene's end by default)", () => {
    expect(elementWindow({ start: 1 }, 0.5, 5)).toBeUndefined();
    expect(elementWindow({ start: 1 }, 3, 5)).toEqual({ time: 2, lifetime: 4 });
    expect(elementWindow({ start: 1, end: 2 }, 3, 5)).toBeUndefined();
  });
});

describe("frame plans", () => {
  const content = contentSchema.parse({
    version: 1,
    title: "t",
    aspectRatio: "1:1",
    templateId: "x",
    scenes: [
      { id: "a", layoutId: "l", duration: 2 },
      { id: "b", layoutId: "l", duration: 2, transition: { type: "slide", duration: 1, easing: "linear", direction: "up" } },
    ],
  });
  const cut = transitionSchema.parse({ type: "cut" });

  it("draws one scene outside transitions", () => {
    expect(framePlan(content, cut, 30).passes.map((p) => [p.scene.id, p.time])).toEqual([["a", 1]]);
    expect(framePlan(content, cut, 105).passes.map((p) => [p.scene.id, p.time])).toEqual([["b", 1.5]]);
  });

  it("plays frame 0 as the first scene's first instant, and each frame after it from there: no flash", () => {
    expect(framePlan(content, cut, 0).passes.map((p) => [p.scene.id, p.time])).toEqual([["a", 0]]);
    expect(framePlan(content, cut, 1).passes.map((p) => [p.scene.id, p.time])).toEqual([["a", 1 / 30]]);
  });

  it("draws the previous scene's last instant under the entering one during its transition", () => {
    const plan = framePlan(content, cut, 75);
    expect(plan.passes.map((p) => [p.scene.id, p.time])).toEqual([
      ["a", 2],
      ["b", 0.5],
    ]);
    expect(plan.transition).toEqual({ type: "slide", direction: "up", progress: 0.5 });
  });
});
