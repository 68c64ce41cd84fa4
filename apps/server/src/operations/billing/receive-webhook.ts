import type Stripe from "stripe";
import { DomainError } from "../../kernel/errors.ts";
import { requireStripe, type BillingDeps } from "./billing-deps.ts";
import { recordStripeEvent } from "./billing-queries.ts";
import { STRIPE_EVENT_QUEUE, type StripeEventJob } from "./stripe-event-job.ts";

const badSignature = (message: string) => new DomainError("invalid", "invalid_signature", message);

/** The customer an event is about (a customer event is about itself); null for an event about none. */
function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (object.object === "customer") return object.id ?? null;
  if (typeof object.customer === "string") return object.customer;
  return object.customer?.id ?? null;
}

/**
 * A webhook from Stripe: verified against the signing secret over the exact bytes received,
 * its id recorded (once, however often Stripe sends it), and a job queued to act on it, keyed
 * by the id so a replay never queues a second. Answers fast: the work happens in the job.
 */
export async function receiveWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<void> {
  const access = requireStripe(deps);
  if (!signature) throw badSignature("The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = access.stripe.webhooks.constructEvent(rawBody, signature, access.webhookSecret);
  } catch {
    throw badSignature("The Stripe signature does not match this body (or is too old).");
  }
  const { processed } = await recordStripeEvent(deps.db, event.id, event.type);
  if (processed) return;
  const job: StripeEventJob = { eventId: event.id, customerId: customerOf(event) };
  await deps.jobs.send(STRIPE_EVENT_QUEUE, job, { singletonKey: event.id });
  deps.wakeEventWorker();
}
