import { describe, expect, it } from "vitest";
import { gridLayout } from "./grid-layout";

describe("gallery grid layout", () => {
  it("fits as many ~180 px columns as the width allows, between 2 and 10", () => {
    expect(gridLayout(1200).columns).toBe(6);
    expect(gridLayout(300).columns).toBe(2);
    expect(gridLayout(4000).columns).toBe(10);
  });

  it("keeps rows a fixed height per column count: the square tile plus the gap", () => {
    const layout = gridLayout(1200);
    expect(layout.tile).toBe(Math.floor((1200 - 8 * 5) / 6));
    expect(layout.rowHeight).toBe(layout.tile + 8);
  });

  it("uses the small thumbnail only while it stays sharp (pixel ratio included), the medium one otherwise", () => {
    expect(gridLayout(320)).toMatchObject({ tile: 156, thumbnail: "small" });
    expect(gridLayout(320, 2).thumbnail).toBe("medium");
    expect(gridLayout(1200).thumbnail).toBe("medium");
  });
});
