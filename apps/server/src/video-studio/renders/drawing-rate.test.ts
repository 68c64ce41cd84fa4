import { describe, expect, it } from "vitest";
import { drawingRate } from "./drawing-rate.ts";

describe("a render's speed and time left", () => {
  it("measures from the first frame drawn, not from the start-up before it", () => {
    // 100 s of video at 30 fps (3,000 frames), drawn at 30 frames a second after 3 s of start-up.
    const rate = drawingRate();
    const startUp = 3000;
    expect(rate(1, 3000, startUp)).toEqual({ framesPerSecond: null, secondsLeft: null });
    const after = rate(31, 3000, startUp + 1000);
    expect(after.framesPerSecond).toBeCloseTo(30);
    expect(after.secondsLeft).toBeCloseTo(99, 0);
  });

  it("says nothing until half a second of drawing has passed", () => {
    const rate = drawingRate();
    rate(1, 300, 0);
    expect(rate(10, 300, 400)).toEqual({ framesPerSecond: null, secondsLeft: null });
    expect(rate(16, 300, 500).framesPerSecond).toBeCloseTo(30);
  });

  it("falls to nothing at the last frame", () => {
    const rate = drawingRate();
    rate(1, 61, 0);
    expect(rate(61, 61, 2000)).toEqual({ framesPerSecond: 30, secondsLeft: 0 });
  });
});
