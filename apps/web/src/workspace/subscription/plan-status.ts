import type { Plan, PlanSource, QuotaState, SubscriptionSummary } from "@framewise/contracts";

export const SOURCE_LABELS: Record<PlanSource, string> = {
  default: "Default plan",
  staff: "Assigned by staff",
  stripe: "Billed through Stripe",
};

/** Stripe states in which the plan bought is kept (past due: Stripe is still retrying the card). */
const LIVE = new Set(["active", "trialing", "past_due"]);

/** The person pays for a plan through Stripe now. */
export const isPaying = (billing: SubscriptionSummary["billing"]) => billing.status !== null && LIVE.has(billing.status);

/** A quota is `near` its limit from 80 % used, `at` it when nothing is left. */
export function quotaLevel(quota: QuotaState): "ok" | "near" | "at" {
  if (quota.left <= 0) return "at";
  return quota.limit > 0 && quota.used / quota.limit >= 0.8 ? "near" : "ok";
}

/**
 * What a plan card offers: nothing for the current plan or with billing off, Checkout for a plan
 * for sale, the portal to switch for someone already paying, and "assigned by staff" otherwise.
 */
export function planAction(plan: Plan, summary: SubscriptionSummary): "current" | "checkout" | "portal" | "staff" | "none" {
  if (plan.id === summary.plan.id) return "current";
  if (!summary.billing.enabled) return "none";
  if (!plan.stripe_price_id) return "staff";
  return isPaying(summary.billing) ? "portal" : "checkout";
}

/** The return from Checkout has landed once Stripe's plan shows: a paid subscription on a Stripe plan. */
export const checkoutSettled = (summary: SubscriptionSummary) => summary.plan_source === "stripe" && isPaying(summary.billing);
