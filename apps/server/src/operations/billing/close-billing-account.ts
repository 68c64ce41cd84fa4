import { askStripe, missingCustomer, type BillingDeps } from "./billing-deps.ts";
import { findBillingAccountRow } from "./billing-queries.ts";

/** Subscription states that never bill again; every other one is canceled. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

const CANCEL_FAILED = "We could not cancel your subscription with Stripe; try again in a moment. Your account has not been deleted.";

/**
 * Ends a person's billing before their account is deleted, so nobody pays for an account that
 * is gone: every subscription that can still bill is canceled at once, then the Stripe customer
 * is deleted (Stripe keeps its invoices). Canceling first, rather than relying on the customer's
 * deletion to do it, means a failure between the two leaves nothing billing, and a retry finds
 * the customer still there to delete; a customer already gone has nothing left to bill.
 *
 * When Stripe fails, this answers 502 and the deletion is refused rather than queued for later:
 * the person is still there to try again and sees it did not happen, whereas a queued
 * cancellation whose retries run out would leave them paying, silently, with no account to see it.
 * With billing off, Stripe is not asked (a customer made while it was on is logged to cancel by hand).
 */
export async function closeBillingAccount(deps: BillingDeps, userId: string): Promise<void> {
  const account = await findBillingAccountRow(deps.db, userId);
  if (!account) return;
  const customerId = account.stripeCustomerId;
  if (!deps.stripe) {
    deps.log.warn({ userId, customerId }, "Account deleted while billing is off: cancel its Stripe subscriptions in the dashboard");
    return;
  }
  const { stripe } = deps.stripe;
  const close = async () => {
    const customer = await stripe.customers.retrieve(customerId).catch(missingCustomer(stripe));
    if (!customer || customer.deleted) return;
    // Without a status, Stripe lists every subscription not canceled.
    for await (const subscription of stripe.subscriptions.list({ customer: customerId, limit: 100 }))
      if (!ENDED_STATUSES.has(subscription.status))
        await stripe.subscriptions.cancel(subscription.id, { cancellation_details: { comment: "Framewise account deleted" } });
    await stripe.customers.del(customerId);
  };
  await askStripe(deps, "cancel subscriptions and delete the customer", close, CANCEL_FAILED);
}
