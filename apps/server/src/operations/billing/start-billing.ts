import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { BillingConfig } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { reportMeterEvents } from "./report-meter-events.ts";
import { processStripeEvent, STRIPE_EVENT_QUEUE, type StripeEventJob } from "./stripe-event-job.ts";
import { createStripeClient } from "./stripe-client.ts";

export const METER_REPORT_QUEUE = "stripe-meter-report";
/** Usage reaches Stripe within a minute. */
const METER_REPORT_SCHEDULE = "* * * * *";

/**
 * Billing for this process: the Stripe client when configured, and its jobs: one per webhook
 * event (pg-boss `exclusive` queue keyed by the event id, retried with backoff) and the
 * minutely meter report. Without Stripe nothing runs, and a schedule an earlier start left is removed.
 */
export async function startBilling(options: {
  config: BillingConfig | undefined;
  db: Db;
  jobs: PgBoss;
  plans: PlanCatalog;
  work: boolean;
  log: FastifyBaseLogger;
}): Promise<BillingDeps> {
  const { config, jobs, log } = options;
  const stripe = config ? { stripe: await createStripeClient(config), webhookSecret: config.webhookSecret } : undefined;
  const deps: BillingDeps = { db: options.db, jobs, plans: options.plans, stripe, log, wakeEventWorker: () => undefined };
  if (!stripe) {
    await jobs.unschedule(METER_REPORT_QUEUE);
    return deps;
  }
  await jobs.createQueue(STRIPE_EVENT_QUEUE, { policy: "exclusive", retryLimit: 8, retryDelay: 5, retryBackoff: true });
  await jobs.createQueue(METER_REPORT_QUEUE, { policy: "exclusive" });
  await jobs.schedule(METER_REPORT_QUEUE, METER_REPORT_SCHEDULE);
  if (!options.work) return deps;
  const eventWorker = await jobs.work(STRIPE_EVENT_QUEUE, { localConcurrency: 1 }, async ([job]) => {
    if (job) await processStripeEvent(deps, job.data as StripeEventJob);
  });
  deps.wakeEventWorker = () => jobs.notifyWorker(eventWorker);
  await jobs.work(METER_REPORT_QUEUE, async () => {
    const reported = await reportMeterEvents(deps);
    if (reported) log.info({ reported }, "Reported usage to Stripe");
  });
  return deps;
}
