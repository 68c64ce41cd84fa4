import { describe, expect, it } from "vitest";
import { mergePeaks } from "./peaks.ts";

describe("mergePeaks", () => {
  it("merges slices into exactly the count asked, each the loudest it covers", () => {
    expect(mergePeaks([0.1, 0.5, 0.2, 0.3, 0.9, 0.4, 0, 0.6, 0.7], 3)).toEqual([0.5, 0.9, 0.7]);
    const merged = mergePeaks(
      Array.from({ length: 3777 }, (_, i) => (i === 3776 ? 1 : 0.25)),
      1000,
    );
    expect(merged).toHaveLength(1000);
    expect(merged.at(-1)).toBe(1);
    expect(merged.slice(0, -1).every((peak) => peak === 0.25)).toBe(true);
  });

  it("keeps fewer slices than the count as they are", () => {
    expect(mergePeaks([0.3, 0.2], 1000)).toEqual([0.3, 0.2]);
  });
});
