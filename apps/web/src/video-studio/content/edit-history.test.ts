import { describe, expect, it } from "vitest";
import { canRedo, canUndo, record, redo, rewrite, startHistory, undo } from "./edit-history";

describe("edit history", () => {
  it("undoes and redoes steps in order, and a new edit drops the redo steps", () => {
    let history = record(record(startHistory("a"), "b"), "c");
    history = undo(history);
    expect(history.present).toBe("b");
    history = undo(history);
    expect(history.present).toBe("a");
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe("b");
    history = record(history, "d");
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe("b");
  });

  it("joins edits of one field in a row into one step, but not across fields or after an undo", () => {
    let history = startHistory("");
    for (const text of ["H", "He", "Hey"]) history = record(history, text, "headline");
    expect(history.past).toEqual([""]);
    history = record(history, "Hey!", "subtitle");
    expect(history.past).toEqual(["", "Hey"]);
    history = record(undo(history), "Hey?", "headline");
    expect(history.past).toEqual(["", "Hey"]);
  });

  it("ignores an edit that changes nothing", () => {
    const history = startHistory({ title: "same" });
    expect(record(history, history.present)).toBe(history);
  });

  it("keeps a bounded number of steps", () => {
    let history = startHistory(0);
    for (let i = 1; i <= 250; i++) history = record(history, i);
    expect(history.past).toHaveLength(200);
    expect(history.past[0]).toBe(50);
  });

  it("rewrites every step, so what arrived from elsewhere stays through undo and redo", () => {
    let history = record(record(startHistory("a"), "ab", "text"), "abc", "text");
    history = undo(record(history, "abcd"));
    history = rewrite(history, (each) => `${each}!`);
    expect([history.past, history.present, history.future]).toEqual([["a!"], "abc!", ["abcd!"]]);
    expect(undo(history).present).toBe("a!");
    expect(redo(history).present).toBe("abcd!");
  });
});
