import { describe, expect, it } from "vitest";
import { clipFrameAt } from "./clip-frame.ts";

describe("clipFrameAt", () => {
  it("counts frames at the render's rate, a moment on a frame's start belonging to that frame", () => {
    expect(clipFrameAt(0, 3, 30)).toBe(0);
    expect(clipFrameAt(1 / 30, 3, 30)).toBe(1); // 0.0333… times 30 lands just under 1 in floating point
    expect(clipFrameAt(0.999, 3, 30)).toBe(29);
  });

  it("holds the first frame before the clip and the last one after it", () => {
    expect(clipFrameAt(-2, 3, 30)).toBe(0);
    expect(clipFrameAt(3, 3, 30)).toBe(89);
    expect(clipFrameAt(60, 2.5, 24)).toBe(59);
  });
});
