import { describe, expect, it } from "vitest";
import { timecode } from "./timecode";

describe("timecode", () => {
  it("reads as seconds: minutes, seconds and hundredths", () => {
    expect(timecode(0, 30)).toBe("0:00.00");
    expect(timecode(15, 30)).toBe("0:00.50");
    expect(timecode(29, 30)).toBe("0:00.96");
    expect(timecode(30, 30)).toBe("0:01.00");
    expect(timecode(30 * 17 + 20, 30)).toBe("0:17.66");
    expect(timecode(30 * 75 + 4, 30)).toBe("1:15.13");
    expect(timecode(49, 25)).toBe("0:01.96");
  });

  it("gives every frame its own time, up to 100 frames a second", () => {
    for (const fps of [24, 25, 30, 50, 60, 100]) {
      const times = Array.from({ length: fps * 2 }, (_, frame) => timecode(frame, fps));
      expect(new Set(times).size, `${fps} fps`).toBe(fps * 2);
    }
  });

  it("never shows a negative or fractional frame", () => {
    expect(timecode(-3, 30)).toBe("0:00.00");
    expect(timecode(31.9, 30)).toBe("0:01.03");
  });
});
