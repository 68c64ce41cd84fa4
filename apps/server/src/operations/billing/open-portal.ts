import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { askStripe, requireStripe, type BillingDeps } from "./billing-deps.ts";
import { findBillingAccountRow } from "./billing-queries.ts";

/** A Stripe Customer Portal session (payment methods, invoices, plan changes, cancellation) returning to `/subscription`. */
export async function openPortal(deps: BillingDeps, viewer: Viewer, appOrigin: string): Promise<string> {
  const access = requireStripe(deps);
  const account = await findBillingAccountRow(deps.db, viewer.id);
  if (!account)
    throw new DomainError("conflict", "no_billing_account", "You have not bought a plan yet, so there is no billing to manage.");
  const session = await askStripe(deps, "create a portal session", () =>
    access.stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: `${appOrigin}/subscription` }),
  );
  return session.url;
}
