import { describe, expect, it } from "vitest";
import { jsonChanges } from "./json-changes.ts";

describe("JSON changes between two versions", () => {
  it("lists changed, added and removed leaves at JSON Pointer paths", () => {
    const before = { name: "Card", slots: [{ name: "a" }, { name: "b" }], tags: ["x"], "a/b": 1 };
    const after = { name: "Card 2", slots: [{ name: "a", maxLength: 40 }], tags: ["x"], description: "new", "a/b": 2 };
    expect(jsonChanges(before, after)).toEqual([
      { path: "/name", kind: "changed", before: "Card", after: "Card 2" },
      { path: "/slots/0/maxLength", kind: "added", after: 40 },
      { path: "/slots/1", kind: "removed", before: { name: "b" } },
      { path: "/a~1b", kind: "changed", before: 1, after: 2 },
      { path: "/description", kind: "added", after: "new" },
    ]);
  });

  it("answers nothing for equal documents and stops at the limit", () => {
    expect(jsonChanges({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(jsonChanges({ a: [1, 2, 3] }, { a: [4, 5, 6] }, 2)).toHaveLength(2);
  });
});
