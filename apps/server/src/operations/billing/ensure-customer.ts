import type { Viewer } from "../../platform/auth/viewer.ts";
import { askStripe, type BillingDeps, type StripeAccess } from "./billing-deps.ts";
import { findBillingAccountRow, insertBillingAccount, type BillingAccountRow } from "./billing-queries.ts";

/**
 * The person's billing account, creating their Stripe customer the first time. The idempotency
 * key makes Stripe answer two racing first requests with one customer, and the insert keeps the
 * first link.
 */
export async function ensureCustomer(deps: BillingDeps, access: StripeAccess, viewer: Viewer): Promise<BillingAccountRow> {
  const existing = await findBillingAccountRow(deps.db, viewer.id);
  if (existing) return existing;
  const customer = await askStripe(deps, "create a customer", () =>
    access.stripe.customers.create(
      { email: viewer.email, name: viewer.name, metadata: { framewise_user_id: viewer.id } },
      { idempotencyKey: `framewise-customer-${viewer.id}` },
    ),
  );
  return insertBillingAccount(deps.db, viewer.id, customer.id);
}
