import { describe, expect, it } from "vitest";
import { parentsFirst, shownBranch } from "./chat-tree.ts";

const node = (id: string, parentId: string | null = null) => ({ id, parentId });
const ids = (nodes: { id: string }[]) => nodes.map((entry) => entry.id);

describe("shownBranch", () => {
  // q1 → a1, and an edit q2 → a2, a3 (regenerated).
  const tree = [node("q1"), node("a1", "q1"), node("q2"), node("a2", "q2"), node("a3", "q2")];

  it("walks from the root to the chosen leaf", () => {
    expect(ids(shownBranch(tree, "a2"))).toEqual(["q2", "a2"]);
    expect(ids(shownBranch(tree, "a1"))).toEqual(["q1", "a1"]);
  });

  it("follows the last message without a known leaf", () => {
    expect(ids(shownBranch(tree, null))).toEqual(["q2", "a3"]);
    expect(ids(shownBranch(tree, "gone"))).toEqual(["q2", "a3"]);
    expect(shownBranch([], null)).toEqual([]);
  });

  it("stops on a loop instead of hanging", () => {
    expect(shownBranch([node("a", "b"), node("b", "a")], "a").length).toBeLessThanOrEqual(3);
  });
});

describe("parentsFirst", () => {
  it("puts a parent before its children and keeps the given order otherwise", () => {
    // An answer stored in the same instant as its question can sort before it.
    expect(ids(parentsFirst([node("a1", "q1"), node("q1"), node("q2"), node("a2", "q2")]))).toEqual(["q1", "a1", "q2", "a2"]);
    expect(ids(parentsFirst([node("c", "b"), node("b", "a"), node("a"), node("d")]))).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps an orphan as a root", () => {
    expect(ids(parentsFirst([node("x", "deleted"), node("y", "x")]))).toEqual(["x", "y"]);
  });
});
