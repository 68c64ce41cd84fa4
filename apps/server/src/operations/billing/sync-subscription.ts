import type { Plan } from "@framewise/contracts";
import type Stripe from "stripe";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { deletePlanAssignment, findPlanAssignment, savePlanAssignment } from "../../workspace/quota/plan-queries.ts";
import { userOwner } from "../../workspace/quota/quota-owner.ts";
import { askStripe, LIVE_SUBSCRIPTION_STATUSES, missingCustomer, type BillingDeps, type StripeAccess } from "./billing-deps.ts";
import { findAccountByCustomer, saveSubscriptionState, type SubscriptionState } from "./billing-queries.ts";

/** Stripe's changes are the system's in the audit trail, with the subscription's state as the reason. */
const stripeActor = (reason: string): AuditActor => ({ kind: "system", id: null, label: "Stripe", source: "system", reason });

/** The subscription that decides the plan: a live one if any (newest first), else the latest. */
const currentSubscription = (subscriptions: Stripe.Subscription[]) =>
  subscriptions.find((subscription) => LIVE_SUBSCRIPTION_STATUSES.has(subscription.status)) ?? subscriptions[0];

function stateOf(subscription: Stripe.Subscription | undefined): SubscriptionState {
  const item = subscription?.items.data[0];
  return {
    stripeSubscriptionId: subscription?.id ?? null,
    subscriptionStatus: subscription?.status ?? null,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription?.cancel_at_period_end ?? false,
  };
}

/** Whether the saved account already says what Stripe says. */
const sameState = (saved: SubscriptionState, read: SubscriptionState) =>
  saved.stripeSubscriptionId === read.stripeSubscriptionId &&
  saved.subscriptionStatus === read.subscriptionStatus &&
  saved.priceId === read.priceId &&
  saved.currentPeriodEnd?.getTime() === read.currentPeriodEnd?.getTime() &&
  saved.cancelAtPeriodEnd === read.cancelAtPeriodEnd;

/**
 * Brings a customer's plan in line with Stripe. Never trusts a webhook's payload or its order:
 * it reads the customer's subscriptions from Stripe now, saves what it finds on the billing
 * account and puts the person on the plan sold at the live subscription's price, or back on the
 * default plan when Stripe had put them on one and nothing is paid for any more (a plan staff
 * assigned stays). Writes only what changed, so running it again changes nothing.
 */
export async function syncSubscription(deps: BillingDeps, access: StripeAccess, customerId: string): Promise<void> {
  const account = await findAccountByCustomer(deps.db, customerId);
  if (!account) {
    deps.log.warn({ customerId }, "A Stripe event names a customer no Framewise account has; ignored");
    return;
  }
  // A customer deleted in Stripe has no subscriptions left (Stripe canceled them with it).
  const subscriptions = await askStripe(
    deps,
    "list subscriptions",
    async () =>
      (await access.stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 }).catch(missingCustomer(access.stripe)))
        ?.data ?? [],
  );
  const subscription = currentSubscription(subscriptions);
  const state = stateOf(subscription);
  const live = subscription !== undefined && LIVE_SUBSCRIPTION_STATUSES.has(subscription.status);
  const paidPlan: Plan | undefined = live ? deps.plans.all.find((plan) => plan.stripe_price_id === state.priceId) : undefined;
  if (live && !paidPlan) deps.log.warn({ customerId, priceId: state.priceId }, "A live subscription's price is not in PLANS");
  const reason = subscription ? `Stripe subscription ${subscription.id} is ${subscription.status}` : "No Stripe subscription";

  await asActor(deps.db, stripeActor(reason), async (tx) => {
    if (!sameState(account, state)) await saveSubscriptionState(tx, account.userId, state);
    const owner = userOwner(account.userId);
    const assignment = await findPlanAssignment(tx, owner);
    if (!paidPlan) {
      if (assignment?.source === "stripe") await deletePlanAssignment(tx, owner);
    } else if (assignment?.planId !== paidPlan.id || assignment.source !== "stripe")
      await savePlanAssignment(tx, { owner, planId: paidPlan.id, source: "stripe", assignedBy: null, reason });
  });
}
