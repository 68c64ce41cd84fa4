import type { QuotaMetric, QuotaState } from "@framewise/contracts";
import { findPlan, type QuotaDeps } from "./find-plan.ts";
import { findQuotaStates } from "./find-quota-states.ts";
import type { QuotaOwner } from "./quota-owner.ts";

/** One of the owner's quotas as it stands (the studio's "generations left", the library's storage bar). */
export async function findQuota(deps: QuotaDeps, owner: QuotaOwner, metric: QuotaMetric, at = new Date()): Promise<QuotaState> {
  const { plan } = await findPlan(deps, owner);
  const states = await findQuotaStates(deps.db, plan, owner, at);
  return states.find((state) => state.metric === metric)!;
}
