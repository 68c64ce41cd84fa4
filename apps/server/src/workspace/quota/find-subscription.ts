import type { SubscriptionSummary } from "@framewise/contracts";
import { findPlan, type QuotaDeps } from "./find-plan.ts";
import { findQuotaStates } from "./find-quota-states.ts";
import { findUsageHistory } from "./find-usage-history.ts";
import { findBillingAccount } from "./plan-queries.ts";
import { userOwner } from "./quota-owner.ts";

/** The person's plan, usage now and by month, the plans on offer, and their subscription when billing knows one. */
export async function findSubscription(
  deps: QuotaDeps & { billingEnabled: boolean },
  userId: string,
  at = new Date(),
): Promise<SubscriptionSummary> {
  const owner = userOwner(userId);
  const [{ plan, source }, history, account] = await Promise.all([
    findPlan(deps, owner),
    findUsageHistory(deps.db, owner, at),
    findBillingAccount(deps.db, userId),
  ]);
  return {
    plan,
    plan_source: source,
    usage: await findQuotaStates(deps.db, plan, owner, at),
    history,
    plans: deps.plans.all,
    billing: {
      enabled: deps.billingEnabled,
      status: account?.status ?? null,
      current_period_end: account?.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: account?.cancelAtPeriodEnd ?? false,
    },
  };
}
