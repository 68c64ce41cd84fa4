import { describe, expect, it } from "vitest";
import { paragraphLevels, visualOrder } from "./bidi-levels.ts";

describe("bidi levels", () => {
  it("leave text without right-to-left letters at level 0", () => {
    expect(paragraphLevels("Hello world")).toMatchObject({ level: 0 });
    expect([...paragraphLevels("Hello world").levels].every((level) => level === 0)).toBe(true);
  });

  it("read a paragraph that starts in Arabic right to left, its Korean left to right inside it", () => {
    const text = "مرحبا 안녕";
    const { levels, level } = paragraphLevels(text);
    expect(level).toBe(1);
    expect(levels[0]).toBe(1);
    expect(levels[text.indexOf("안")]).toBe(2);
  });

  it("take the direction of the first letter, past a leading emoji", () => {
    const { levels, level } = paragraphLevels("🎬 اصنع فيديو");
    expect(level).toBe(1);
    expect([...levels].every((each) => each === 1)).toBe(true);
  });

  it("order runs visually: reversed at odd levels, left-to-right runs inside kept in reading order", () => {
    // A left-to-right paragraph with two Arabic words: those two swap.
    expect(visualOrder([0, 0, 1, 1, 0])).toEqual([0, 1, 3, 2, 4]);
    // A right-to-left paragraph with two Latin words inside: the line reverses, the Latin pair keeps its order.
    expect(visualOrder([1, 2, 2, 1])).toEqual([3, 1, 2, 0]);
    expect(visualOrder([])).toEqual([]);
  });
});
