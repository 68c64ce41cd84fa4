import { z } from "zod";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { askStripe, LIVE_SUBSCRIPTION_STATUSES, requireStripe, type BillingDeps } from "./billing-deps.ts";
import { ensureCustomer } from "./ensure-customer.ts";

export const checkoutBody = z.strictObject({
  plan_id: z.string().min(1).max(40).describe("The plan to buy: one of the plans with a price (`GET /api/v1/subscription`)."),
});

/**
 * A Stripe Checkout page selling `planId` as a monthly subscription to the caller's customer;
 * Stripe sends them back to `/subscription` (paid or not). Someone already paying changes plan
 * in the Customer Portal instead, so they never hold two subscriptions.
 */
export async function startCheckout(deps: BillingDeps, viewer: Viewer, planId: string, appOrigin: string): Promise<string> {
  const access = requireStripe(deps);
  const plan = deps.plans.all.find((candidate) => candidate.id === planId);
  if (!plan?.stripe_price_id) {
    const message = plan ? `The ${plan.name} plan is not for sale here: staff assign it.` : "There is no such plan.";
    throw new DomainError("invalid", "not_for_sale", message, { plan_id: message });
  }
  const account = await ensureCustomer(deps, access, viewer);
  if (account.subscriptionStatus && LIVE_SUBSCRIPTION_STATUSES.has(account.subscriptionStatus))
    throw new DomainError("conflict", "already_subscribed", "You already pay for a plan: change or cancel it in Manage billing.");
  const back = `${appOrigin}/subscription`;
  const session = await askStripe(deps, "create a checkout session", () =>
    access.stripe.checkout.sessions.create({
      mode: "subscription",
      customer: account.stripeCustomerId,
      line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
      client_reference_id: viewer.id,
      metadata: { framewise_user_id: viewer.id, plan_id: plan.id },
      success_url: `${back}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?checkout=canceled`,
    }),
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return session.url;
}
