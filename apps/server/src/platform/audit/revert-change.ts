import type { Db } from "../db/database.ts";
import { DomainError, hasErrorCode, notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../auth/viewer.ts";
import { asActor, viewerActor } from "./audit-context.ts";
import { findAuditEntry, findEntriesSince, type AuditEntryRow } from "./audit-queries.ts";
import { deleteRow, insertRowState, updateRowState } from "./audited-row-queries.ts";
import { ALREADY_SO, planRevert, type RevertPlan } from "./plan-revert.ts";

/** PostgreSQL's integrity refusals (foreign key, unique, not null, check): the past state no longer fits. */
const INTEGRITY_ERRORS = new Set(["23502", "23503", "23505", "23514"]);

async function apply(tx: Db, plan: RevertPlan) {
  if (plan.action === "delete") return deleteRow(tx, plan.table, plan.entityId);
  if (plan.action === "insert") return insertRowState(tx, plan.table, plan.target!, plan.columns);
  return updateRowState(tx, plan.table, plan.entityId, plan.target!, plan.columns);
}

/**
 * Staff put an entity back as it was just before audit entry `entryId`, undoing that change and
 * every later one to it. The revert is itself a change in the trail (source `revert`, the staff
 * member, the reason), written by the same trigger in the same transaction; answers its entries.
 */
export async function revertChange(db: Db, staff: Viewer, entryId: number, reason: string): Promise<AuditEntryRow[]> {
  return asActor(db, viewerActor(staff, "revert", reason), async (tx) => {
    const entry = await findAuditEntry(tx, entryId);
    if (!entry) throw notFound("That audit entry");
    const plan = await planRevert(tx, entry);
    if (plan.action === "none") throw new DomainError("conflict", "nothing_to_revert", ALREADY_SO);
    try {
      await apply(tx, plan);
    } catch (error) {
      if (!hasErrorCode(error, INTEGRITY_ERRORS)) throw error;
      throw new DomainError(
        "conflict",
        "revert_conflict",
        "This change can no longer be reverted: the rows it refers to have changed or gone (for example, its owner was deleted).",
      );
    }
    return findEntriesSince(tx, entry.entity, entry.entityId, plan.lastEntryId + 1);
  });
}
