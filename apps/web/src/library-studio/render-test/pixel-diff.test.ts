import { describe, expect, it } from "vitest";
import { diffPixels, heatColor } from "./pixel-diff";

/** RGBA bytes from pixels given as [r, g, b, a]. */
const rgba = (...pixels: number[][]) => new Uint8ClampedArray(pixels.flat());

describe("diffPixels", () => {
  it("finds nothing between identical frames, and paints them the agreeing colour", () => {
    const frame = rgba([10, 20, 30, 255], [200, 100, 0, 255]);
    const result = diffPixels(frame, frame.slice(), 24);
    expect(result).toMatchObject({ overPercent: 0, meanDifference: 0, maxDifference: 0 });
    expect([...result.heatmap.slice(0, 4)]).toEqual([...heatColor(0, 24), 255]);
  });

  it("takes each pixel's largest channel difference, alpha included", () => {
    const browser = rgba([0, 0, 0, 255], [0, 0, 0, 255], [0, 0, 0, 255], [0, 0, 0, 255]);
    const server = rgba([10, 3, 0, 255], [0, 0, 0, 155], [0, 30, 0, 255], [0, 0, 0, 255]);
    const result = diffPixels(browser, server, 24);
    // Differences 10, 100, 30 and 0: two of four over 24.
    expect(result.overPercent).toBe(50);
    expect(result.meanDifference).toBe(35);
    expect(result.maxDifference).toBe(100);
  });

  it("counts a difference equal to the threshold as within it", () => {
    const result = diffPixels(rgba([0, 0, 0, 255]), rgba([24, 0, 0, 255]), 24);
    expect(result.overPercent).toBe(0);
    expect(diffPixels(rgba([0, 0, 0, 255]), rgba([25, 0, 0, 255]), 24).overPercent).toBe(100);
  });

  it("marks differences within the threshold in blue and those over it in red to yellow", () => {
    const [r1, , b1] = heatColor(10, 24);
    expect(r1).toBe(0);
    expect(b1).toBeGreaterThan(120);
    expect(heatColor(25, 24)[0]).toBe(255);
    expect(heatColor(255, 24)).toEqual([255, 255, 0]);
    // With a zero threshold every difference is over it.
    expect(heatColor(1, 0)[0]).toBe(255);
  });

  it("refuses frames of different sizes", () => {
    expect(() => diffPixels(rgba([0, 0, 0, 0]), rgba([0, 0, 0, 0], [0, 0, 0, 0]), 24)).toThrow(/differ in size/);
  });
});
