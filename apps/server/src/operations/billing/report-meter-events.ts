import type { QuotaMetric } from "@framewise/contracts";
import type { BillingDeps } from "./billing-deps.ts";
import { findStripePlanHolders, findUnreportedUses, markReported } from "./billing-queries.ts";

/** Usage counted per month is metered; storage is space held, not usage. */
const METERED_METRICS: QuotaMetric[] = ["renders", "render_seconds", "image_generations"];
/** Stripe takes meter events up to 35 days old; a day's margin. */
const OLDEST_MS = 34 * 24 * 60 * 60 * 1000;
const BATCH = 100;

/** One meter per metric, so units never mix: `<stripe_meter_event>_renders`, `…_render_seconds`, `…_image_generations`. */
export const meterEventName = (prefix: string, metric: QuotaMetric) => `${prefix}_${metric}`;

/**
 * Reports to Stripe the usage of everyone on a metered plan Stripe sold them: each `use` entry
 * of the ledger made since they are on it (and not given back) becomes one meter event whose
 * identifier is the entry's id, so Stripe counts it once even if a crash makes this send it
 * again; the entry is marked reported after Stripe took it. Answers how many were reported.
 */
export async function reportMeterEvents(deps: BillingDeps): Promise<number> {
  const stripe = deps.stripe?.stripe;
  if (!stripe) return 0;
  let reported = 0;
  for (const holder of await findStripePlanHolders(deps.db)) {
    const prefix = deps.plans.all.find((plan) => plan.id === holder.planId)?.stripe_meter_event;
    if (!prefix) continue;
    const since = new Date(Math.max(holder.since.getTime(), Date.now() - OLDEST_MS));
    for (let more = true; more;) {
      const uses = await findUnreportedUses(deps.db, holder.userId, METERED_METRICS, since, BATCH);
      for (const use of uses) {
        await stripe.billing.meterEvents.create({
          event_name: meterEventName(prefix, use.metric),
          payload: { stripe_customer_id: holder.customerId, value: String(use.amount) },
          identifier: `ledger-${use.id}`,
          timestamp: Math.floor(use.at.getTime() / 1000),
        });
        await markReported(deps.db, [use.id]);
        reported += 1;
      }
      more = uses.length === BATCH;
    }
  }
  return reported;
}
