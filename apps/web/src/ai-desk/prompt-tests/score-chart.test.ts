import { describe, expect, it } from "vitest";
import { percent, polyline, scorePoints } from "./score-chart";

describe("scorePoints", () => {
  it("spreads scores across the width, 1 at the top and 0 at the bottom, inside the padding", () => {
    expect(scorePoints([0, 0.5, 1], 100, 50, 5)).toEqual([
      { x: 5, y: 45 },
      { x: 50, y: 25 },
      { x: 95, y: 5 },
    ]);
  });

  it("centres a single score, keeps the place of a missing one, and clamps", () => {
    expect(scorePoints([0.25], 80, 20)).toEqual([{ x: 40, y: 15 }]);
    expect(scorePoints([1.5, null, -1], 20, 10)).toEqual([{ x: 0, y: 0 }, null, { x: 20, y: 10 }]);
  });
});

describe("polyline and percent", () => {
  it("joins the points there are and writes scores as percentages", () => {
    expect(polyline([{ x: 1, y: 2 }, null, { x: 3, y: 4 }])).toBe("1,2 3,4");
    expect(percent(0.834)).toBe("83%");
    expect(percent(null)).toBe("–");
  });
});
