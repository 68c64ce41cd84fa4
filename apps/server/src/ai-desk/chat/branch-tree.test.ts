import { describe, expect, it } from "vitest";
import { newestLeafUnder, siblingsOf } from "./branch-tree.ts";

// q1 ─ a1 ─ q2 ─ a2
//    └ a1b        └ a2b ─ q3
// q1b (an edited first question)
const tree = [
  { id: "q1", parentId: null },
  { id: "a1", parentId: "q1" },
  { id: "q2", parentId: "a1" },
  { id: "a2", parentId: "q2" },
  { id: "a1b", parentId: "q1" },
  { id: "a2b", parentId: "q2" },
  { id: "q3", parentId: "a2b" },
  { id: "q1b", parentId: null },
];

describe("the versions of a message", () => {
  it("are its siblings in the order written, itself among them", () => {
    expect(siblingsOf(tree, tree[1]!).map((node) => node.id)).toEqual(["a1", "a1b"]);
    expect(siblingsOf(tree, tree[0]!).map((node) => node.id)).toEqual(["q1", "q1b"]);
    expect(siblingsOf(tree, tree[6]!).map((node) => node.id)).toEqual(["q3"]);
  });
});

describe("the leaf a version leads to", () => {
  it("follows the newest child at each step", () => {
    expect(newestLeafUnder(tree, "q1")).toBe("a1b");
    expect(newestLeafUnder(tree, "a1")).toBe("q3");
    expect(newestLeafUnder(tree, "a2")).toBe("a2");
    expect(newestLeafUnder(tree, "q1b")).toBe("q1b");
  });

  it("stops on a damaged tree instead of looping", () => {
    const loop = [
      { id: "x", parentId: "y" },
      { id: "y", parentId: "x" },
    ];
    expect(["x", "y"]).toContain(newestLeafUnder(loop, "x"));
  });
});
