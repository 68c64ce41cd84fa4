import type { QuotaState } from "@framewise/contracts";
import { notFound } from "../../kernel/errors.ts";
import { findPlan, type OwnerPlan, type QuotaDeps } from "./find-plan.ts";
import { findQuotaStates } from "./find-quota-states.ts";
import { ownerExists } from "./plan-queries.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { findLedgerEntries, type LedgerRow } from "./quota-queries.ts";

export interface OwnerQuota extends OwnerPlan {
  usage: QuotaState[];
  entries: LedgerRow[];
  /** The next page's cursor (the last entry's id), or null after the last page. */
  nextCursor: string | null;
}

/** What staff see of an owner's plan: the plan and who set it, usage now, and a page of the ledger, newest first. 404 for an unknown owner. */
export async function findOwnerQuota(deps: QuotaDeps, owner: QuotaOwner, page: { cursor?: number; limit: number }): Promise<OwnerQuota> {
  if (!(await ownerExists(deps.db, owner))) throw notFound(`The ${owner.kind}`);
  const owned = await findPlan(deps, owner);
  const [usage, rows] = await Promise.all([
    findQuotaStates(deps.db, owned.plan, owner),
    findLedgerEntries(deps.db, owner, page.limit + 1, page.cursor),
  ]);
  const entries = rows.slice(0, page.limit);
  return { ...owned, usage, entries, nextCursor: rows.length > page.limit ? String(entries.at(-1)!.id) : null };
}
