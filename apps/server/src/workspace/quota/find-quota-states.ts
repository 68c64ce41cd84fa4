import { QUOTA_METRICS, type Plan, type QuotaState } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { monthOf, resetsAt } from "./quota-period.ts";
import { findCurrentUsage } from "./quota-queries.ts";

/** Each of the owner's quotas now: used, the plan's limit plus extra credit, what is left, and when it resets. */
export async function findQuotaStates(db: Db, plan: Plan, owner: QuotaOwner, at = new Date()): Promise<QuotaState[]> {
  return quotaStatesFrom(plan, await findCurrentUsage(db, owner, monthOf(at)), at);
}

/** The quota states of `plan` given the owner's counters of this month and of storage (lists read them for many owners at once). */
export function quotaStatesFrom(plan: Plan, rows: { metric: string; used: number; granted: number }[], at = new Date()): QuotaState[] {
  return QUOTA_METRICS.map((metric) => {
    const row = rows.find((candidate) => candidate.metric === metric);
    const used = row?.used ?? 0;
    const granted = row?.granted ?? 0;
    const limit = plan.limits[metric] + granted;
    return { metric, used, limit, granted, left: Math.max(0, limit - used), resets_at: resetsAt(metric, at) };
  });
}
