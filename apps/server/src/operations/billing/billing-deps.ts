import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type Stripe from "stripe";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";

/** Stripe as configured: the client and the secret its webhooks are signed with. */
export interface StripeAccess {
  stripe: Stripe;
  webhookSecret: string;
}

/** What billing's operations need; `stripe` is undefined when billing is off (no STRIPE_SECRET_KEY). */
export interface BillingDeps {
  db: Db;
  jobs: PgBoss;
  plans: PlanCatalog;
  stripe: StripeAccess | undefined;
  log: FastifyBaseLogger;
  /** Starts this process's event worker now rather than at its next poll (a no-op where none runs). */
  wakeEventWorker(): void;
}

/** Stripe, or the 409 that says billing is off on this server (plans are then assigned by staff). */
export function requireStripe(deps: BillingDeps): StripeAccess {
  if (deps.stripe) return deps.stripe;
  throw new DomainError(
    "conflict",
    "billing_off",
    "Billing is not set up on this server: plans are assigned by staff. Ask an administrator to change your plan.",
  );
}

/**
 * Runs a Stripe request, turning Stripe's own failure (unreachable, refused, a key without the
 * right) into a 502 that says so (`failure`, when the caller can say more); the details go to
 * the log, never to the caller.
 */
export async function askStripe<T>(
  deps: BillingDeps,
  what: string,
  request: () => Promise<T>,
  failure = "Stripe did not answer as expected. Please try again in a moment.",
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    // Stripe's errors are its library's own, reached through the client (no client, no Stripe request).
    if (!(deps.stripe && error instanceof deps.stripe.stripe.errors.StripeError)) throw error;
    deps.log.error({ err: error, stripeRequestId: error.requestId }, `Stripe refused or did not answer: ${what}`);
    throw new DomainError("upstream_failed", "stripe_unavailable", failure);
  }
}

/** Undefined when Stripe no longer has the customer asked about (deleted in the dashboard, or by an account's deletion); other failures stand. */
export const missingCustomer =
  (stripe: Stripe) =>
  (error: unknown): undefined => {
    if (error instanceof stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return undefined;
    throw error;
  };

/** Subscription states in which the customer keeps the plan they pay for (past_due: Stripe is still retrying the card). */
export const LIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);
