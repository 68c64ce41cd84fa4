import { describe, expect, it } from "vitest";
import { timecode } from "./timecode";

describe("timecode", () => {
  it("names every frame: minutes, seconds, frame in the second", () => {
    expect(timecode(0, 30)).toBe("0:00.00");
    expect(timecode(29, 30)).toBe("0:00.29");
    expect(timecode(30, 30)).toBe("0:01.00");
    expect(timecode(30 * 75 + 4, 30)).toBe("1:15.04");
    expect(timecode(49, 25)).toBe("0:01.24");
  });

  it("never shows a negative or fractional frame", () => {
    expect(timecode(-3, 30)).toBe("0:00.00");
    expect(timecode(31.9, 30)).toBe("0:01.01");
  });
});
