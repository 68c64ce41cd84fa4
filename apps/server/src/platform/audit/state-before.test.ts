import { describe, expect, it } from "vitest";
import { stateBefore, type RecordedChange } from "./state-before.ts";

const insert = (after: Record<string, unknown>): RecordedChange => ({ action: "insert", before: null, after });
const update = (before: Record<string, unknown>, after: Record<string, unknown>): RecordedChange => ({ action: "update", before, after });
const remove = (before: Record<string, unknown>): RecordedChange => ({ action: "delete", before, after: null });

describe("stateBefore", () => {
  it("undoes later updates newest first, keeping columns no change touched", () => {
    const now = { id: "c1", title: "Third", shared: true, version: 3 };
    const changes = [
      update({ title: "First", version: 1 }, { title: "Second", version: 2 }),
      update({ title: "Second", version: 2, shared: false }, { title: "Third", version: 3, shared: true }),
    ];
    expect(stateBefore(now, changes)).toEqual({ state: { id: "c1", title: "First", shared: false, version: 1 } });
    expect(stateBefore(now, changes.slice(1))).toEqual({ state: { id: "c1", title: "Second", shared: false, version: 2 } });
  });

  it("answers no row before an insert, and the deleted row before a delete", () => {
    expect(stateBefore({ id: "p1", title: "Spring" }, [insert({ id: "p1", title: "Spring" })])).toEqual({ state: undefined });
    expect(stateBefore(undefined, [remove({ id: "p1", title: "Summer" })])).toEqual({ state: { id: "p1", title: "Summer" } });
    expect(stateBefore(undefined, [update({ title: "Spring" }, { title: "Summer" }), remove({ id: "p1", title: "Summer" })])).toEqual({
      state: { id: "p1", title: "Spring" },
    });
  });

  it("finds a gap when the history does not join up with the row now", () => {
    expect(stateBefore(undefined, [update({ title: "Spring" }, { title: "Summer" })])).toEqual({ gap: true });
    expect(stateBefore({ id: "p1" }, [remove({ id: "p1" })])).toEqual({ gap: true });
    expect(stateBefore(undefined, [insert({ id: "p1" })])).toEqual({ gap: true });
  });

  it("changes nothing when nothing happened since", () => {
    expect(stateBefore({ id: "p1" }, [])).toEqual({ state: { id: "p1" } });
  });
});
