import { expect, test } from "vitest";
import { moveId } from "./wall-order";

const ids = ["a", "b", "c", "d"];

test("moves one id to another place, the others keeping their order", () => {
  expect(moveId(ids, 0, 1)).toEqual(["b", "a", "c", "d"]);
  expect(moveId(ids, 2, 1)).toEqual(["a", "c", "b", "d"]);
  // Dropped on the first or the last: it takes that place.
  expect(moveId(ids, 3, 0)).toEqual(["d", "a", "b", "c"]);
  expect(moveId(ids, 0, 3)).toEqual(["b", "c", "d", "a"]);
  expect(moveId(ids, 1, 1)).toEqual(ids);
});

test("keeps a move past either end at that end, and leaves the list it was given alone", () => {
  expect(moveId(ids, 1, -1)).toEqual(["b", "a", "c", "d"]);
  expect(moveId(ids, 1, 9)).toEqual(["a", "c", "d", "b"]);
  expect(ids).toEqual(["a", "b", "c", "d"]);
});
