import { isDeepStrictEqual } from "node:util";
import type { Db } from "../db/database.ts";
import { withoutPrivateColumns } from "../db/private-data.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findEntriesSince, type AuditEntryRow } from "./audit-queries.ts";
import { findAuditedTable, lockRowState, type AuditedTable, type RowState } from "./audited-row-queries.ts";
import { loosenedSecurity } from "./one-way-state.ts";
import { stateBefore } from "./state-before.ts";

/** How a revert brings an entity back: the row written again, changed, removed, or nothing to do. */
export type RevertAction = "insert" | "update" | "delete" | "none";

export interface RevertPlan {
  table: AuditedTable;
  entityId: string;
  action: RevertAction;
  /** The columns written, each with its value now and after the revert (a row that does not exist: null). */
  columns: string[];
  current: RowState | undefined;
  target: RowState | undefined;
  /** The entity's newest entry before the revert: the revert's own entries come after it. */
  lastEntryId: number;
}

const conflict = (code: string, message: string) => new DomainError("conflict", code, message);

/** Said when the entity already is as it was before the change. */
export const ALREADY_SO = "It is already as it was before this change.";

/** Rows a revert cannot bring back whole: what they stand for went with them. */
const NOT_RESTORABLE: Record<string, string> = {
  asset: "A deleted asset's file was deleted with it, so the asset cannot be brought back from the trail.",
};

/** The columns a revert writes: never generated ones, never the trail's ignored ones (left to the table), never the id. */
function changedColumns(table: AuditedTable, current: RowState | undefined, target: RowState): string[] {
  const candidates = table.writable.filter((column) => column !== "id" && !table.ignored.includes(column) && column in target);
  if (!current) return ["id", ...candidates];
  // The version counter only ever moves forward (below), so it alone is no change to revert.
  return candidates.filter((column) => column !== "version" && !isDeepStrictEqual(current[column], target[column]));
}

/**
 * What reverting to the state just BEFORE `entry` would do to its entity: its state now (locked
 * for the transaction) with every change since undone, newest first. 409 when that cannot be
 * done: a table whose rows are not restored, a history pruned away, a row that cannot come back,
 * security state that only moves one way (`one-way-state.ts`).
 * A `version` counter moves forward instead of back, so an editor open on the newer state sees
 * its save refused rather than silently overwriting the revert.
 */
export async function planRevert(db: Db, entry: AuditEntryRow): Promise<RevertPlan> {
  const table = await findAuditedTable(db, entry.entity);
  if (!table) throw conflict("not_revertible", `Changes to ${entry.entity} are not reverted from the audit trail.`);
  const current = await lockRowState(db, table, entry.entityId);
  const changes = await findEntriesSince(db, entry.entity, entry.entityId, entry.id);
  const past = stateBefore(current, changes);
  if ("gap" in past)
    throw conflict(
      "history_incomplete",
      "The recorded history of this entity no longer matches it (entries were pruned), so it cannot be reverted.",
    );
  const target = past.state;
  const loosened = loosenedSecurity(entry.entity, current, target);
  if (loosened) throw conflict("one_way", loosened);
  const base = { table, entityId: entry.entityId, current, target, lastEntryId: changes.at(-1)?.id ?? entry.id };
  if (!target) return { ...base, action: current ? "delete" : "none", columns: [] };
  if (!current && NOT_RESTORABLE[entry.entity]) throw conflict("not_revertible", NOT_RESTORABLE[entry.entity]!);
  const columns = changedColumns(table, current, target);
  if (!columns.length) return { ...base, action: "none", columns };
  if (current && typeof current.version === "number" && table.writable.includes("version"))
    return { ...base, action: "update", columns: [...columns, "version"], target: { ...target, version: current.version + 1 } };
  return { ...base, action: current ? "update" : "insert", columns };
}

/** The plan as the revert dialog shows it: the written columns' values now and after (a whole row for a delete), never private ones. */
export function revertPreview(plan: RevertPlan) {
  const shown = plan.action === "delete" ? Object.keys(plan.current ?? {}) : plan.columns;
  const pick = (state: RowState | undefined) =>
    state ? withoutPrivateColumns(plan.table.name, Object.fromEntries(shown.map((column) => [column, state[column]]))) : null;
  return { action: plan.action, before: pick(plan.current), after: plan.action === "delete" ? null : pick(plan.target) };
}
