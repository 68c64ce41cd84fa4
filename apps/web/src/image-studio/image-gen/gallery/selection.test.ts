import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, selectionReducer, type Selection, type SelectionAction } from "./selection";

const order = ["a", "b", "c", "d", "e", "f"];
const run = (...actions: SelectionAction[]): Selection => actions.reduce(selectionReducer, EMPTY_SELECTION);
const picked = (selection: Selection) => [...selection.ids].sort();

describe("gallery selection", () => {
  it("toggles one image per click and remembers it as the anchor", () => {
    const selection = run({ type: "toggle", id: "b" }, { type: "toggle", id: "d" }, { type: "toggle", id: "b" });
    expect(picked(selection)).toEqual(["d"]);
    expect(selection.anchor).toBe("b");
  });

  it("shift-click adds the whole range from the anchor, forwards or backwards", () => {
    expect(picked(run({ type: "toggle", id: "b" }, { type: "range", id: "e", order }))).toEqual(["b", "c", "d", "e"]);
    expect(picked(run({ type: "toggle", id: "e" }, { type: "range", id: "c", order }))).toEqual(["c", "d", "e"]);
  });

  it("keeps what was picked before a range and re-spans from the same anchor", () => {
    const selection = run(
      { type: "toggle", id: "a" },
      { type: "toggle", id: "d" },
      { type: "range", id: "f", order },
      { type: "range", id: "b", order },
    );
    expect(picked(selection)).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(selection.anchor).toBe("d");
  });

  it("a shift-click with no anchor picks just that image", () => {
    expect(picked(run({ type: "range", id: "c", order }))).toEqual(["c"]);
  });

  it("select all takes every shown image; clear empties it", () => {
    expect(picked(run({ type: "toggle", id: "a" }, { type: "all", order }))).toEqual(order);
    expect(run({ type: "all", order }, { type: "clear" })).toEqual(EMPTY_SELECTION);
  });

  it("drops images that left the list and keeps the same state when none did", () => {
    const before = run({ type: "toggle", id: "a" }, { type: "toggle", id: "c" });
    const after = selectionReducer(before, { type: "keep", order: ["b", "c"] });
    expect(picked(after)).toEqual(["c"]);
    expect(after.anchor).toBe("c");
    expect(selectionReducer(after, { type: "keep", order: ["b", "c"] })).toBe(after);
  });
});
