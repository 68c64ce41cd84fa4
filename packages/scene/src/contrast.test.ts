import { describe, expect, it } from "vitest";
import { contrastRatio, over, requiredContrast, rgbaOf } from "./contrast.ts";

describe("contrast", () => {
  it("measures WCAG ratios: black on white is 21:1, mid grey on white about 4.48:1, a colour on itself 1:1", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
  });

  it("lays a translucent colour over another", () => {
    expect(rgbaOf("#ff000080")).toEqual([255, 0, 0, 128 / 255]);
    expect(over(rgbaOf("#00000080"), [255, 255, 255]).map(Math.round)).toEqual([127, 127, 127, 1]);
  });

  it("asks 3:1 of text large on a phone (a third of its 1080p size: 72 px, or 56 px bold) and 4.5:1 of the rest", () => {
    expect(requiredContrast({ minSize: 72, fontWeight: 400 })).toEqual({ ratio: 3, large: true });
    expect(requiredContrast({ minSize: 56, fontWeight: 700 })).toEqual({ ratio: 3, large: true });
    expect(requiredContrast({ minSize: 56, fontWeight: 400 })).toEqual({ ratio: 4.5, large: false });
  });
});
