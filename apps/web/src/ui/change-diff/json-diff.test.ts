import { describe, expect, it } from "vitest";
import { diffLines } from "./json-diff";

describe("diffLines", () => {
  it("reads an update's columns as old → new, and long text as a word diff", () => {
    const before = { title: "Spring sale", document: { text: "Our spring sale starts on Monday with thirty percent off every jacket." } };
    const after = { title: "Summer sale", document: { text: "Our summer sale starts on Monday with thirty percent off every jacket." } };
    expect(diffLines(before, after)).toEqual([
      { kind: "changed", path: "title", before: "Spring sale", after: "Summer sale" },
      {
        kind: "text",
        path: "document.text",
        parts: [
          { op: "same", text: "Our " },
          { op: "removed", text: "spring" },
          { op: "added", text: "summer" },
          { op: "same", text: " sale starts on Monday with thirty percent off every jacket." },
        ],
      },
    ]);
  });

  it("matches array items by id, so a reorder is a move and a new scene an addition", () => {
    const a = { id: "a", text: "A" };
    const b = { id: "b", text: "B" };
    const c = { id: "c", text: "C" };
    const lines = diffLines({ scenes: [a, b] }, { scenes: [b, a, c] });
    expect(lines).toContainEqual({ kind: "added", path: "scenes[2]", value: c });
    expect(lines.some((line) => line.kind === "moved")).toBe(true);
    expect(diffLines({ scenes: [a, b] }, { scenes: [a] })).toEqual([{ kind: "removed", path: "scenes[1]", value: b }]);
  });

  it("shows a created row as additions and a deleted one as removals", () => {
    expect(diffLines(null, { id: "p1", title: "Hi" })).toEqual([
      { kind: "added", path: "id", value: "p1" },
      { kind: "added", path: "title", value: "Hi" },
    ]);
    expect(diffLines({ title: "Hi" }, null)).toEqual([{ kind: "removed", path: "title", value: "Hi" }]);
  });
});
