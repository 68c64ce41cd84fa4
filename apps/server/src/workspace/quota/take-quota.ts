import { QUOTA_METRICS, type Plan, type QuotaMetric, type QuotaState } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { findQuotaStates } from "./find-quota-states.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { periodOf } from "./quota-period.ts";
import { takeUsages, type LedgerMove } from "./quota-queries.ts";

export type QuotaAmounts = Partial<Record<QuotaMetric, number>>;

/** Why a take was refused: the quota that would be passed, as it stands, and what was asked. */
export interface QuotaRefusal {
  plan: Plan;
  asked: number;
  state: QuotaState;
}

/**
 * Counts `amounts` against the owner's quotas under `ref` (what it is for, so it can be given
 * back): all of them or none, each within the plan's limit plus extra credit. Answers undefined
 * when counted, else the refusal for the caller to word.
 */
export async function takeQuota(
  db: Db,
  account: { plan: Plan; owner: QuotaOwner },
  amounts: QuotaAmounts,
  ref: string,
  at = new Date(),
): Promise<QuotaRefusal | undefined> {
  const { plan, owner } = account;
  const moves = QUOTA_METRICS.flatMap((metric): LedgerMove[] => {
    const amount = amounts[metric];
    return amount === undefined ? [] : [{ owner, metric, period: periodOf(metric, at), amount, ref }];
  });
  const refused = await takeUsages(db, moves, (move) => plan.limits[move.metric]);
  if (!refused) return undefined;
  const states = await findQuotaStates(db, plan, owner, at);
  return { plan, asked: refused.amount, state: states.find((state) => state.metric === refused.metric)! };
}

/** The refusal `takeQuota` would answer now, without counting anything (a dry run's answer); undefined when it would count. */
export async function quotaRefusalNow(
  db: Db,
  account: { plan: Plan; owner: QuotaOwner },
  amounts: QuotaAmounts,
  at = new Date(),
): Promise<QuotaRefusal | undefined> {
  const states = await findQuotaStates(db, account.plan, account.owner, at);
  for (const state of states) {
    const asked = amounts[state.metric];
    if (asked !== undefined && asked > state.left) return { plan: account.plan, asked, state };
  }
  return undefined;
}
