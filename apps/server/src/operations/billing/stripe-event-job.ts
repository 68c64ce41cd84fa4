import type { BillingDeps } from "./billing-deps.ts";
import { isEventProcessed, markEventProcessed } from "./billing-queries.ts";
import { syncSubscription } from "./sync-subscription.ts";

export const STRIPE_EVENT_QUEUE = "stripe-event";

/** What the webhook hands the job: the event's id and the (signed) customer it is about. */
export interface StripeEventJob {
  eventId: string;
  customerId: string | null;
}

/**
 * Acts on one Stripe event, once: an event already processed is skipped, otherwise the
 * customer's subscription is read again from Stripe (`syncSubscription`) and the event marked
 * processed. A failure leaves it unprocessed for pg-boss to retry.
 */
export async function processStripeEvent(deps: BillingDeps, job: StripeEventJob): Promise<void> {
  if (!deps.stripe || (await isEventProcessed(deps.db, job.eventId))) return;
  if (job.customerId) await syncSubscription(deps, deps.stripe, job.customerId);
  await markEventProcessed(deps.db, job.eventId);
}
