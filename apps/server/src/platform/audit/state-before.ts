import type { AuditAction } from "@framewise/contracts";
import type { RowState } from "./audited-row-queries.ts";

/** One recorded change, as the trigger wrote it: an update keeps only the columns it changed. */
export interface RecordedChange {
  action: AuditAction;
  before: RowState | null;
  after: RowState | null;
}

/** The row as it was (undefined: it did not exist), or `gap` when the recorded history does not join up with the row now. */
export type PastState = { state: RowState | undefined } | { gap: true };

/**
 * An entity's state just before the first of `changes` (its changes from then until now, oldest
 * first), worked back from its state now: each change, newest first, is undone by its `before`.
 * An update's `before` holds only the columns it changed, so columns no change touched keep
 * their present values. Pure: the revert's one piece of reasoning, tested on its own.
 */
export function stateBefore(now: RowState | undefined, changes: RecordedChange[]): PastState {
  let state = now;
  for (const change of changes.toReversed()) {
    if (change.action === "delete") {
      if (state !== undefined || !change.before) return { gap: true };
      state = change.before;
    } else {
      if (state === undefined) return { gap: true };
      state = change.action === "insert" ? undefined : { ...state, ...change.before };
    }
  }
  return { state };
}
