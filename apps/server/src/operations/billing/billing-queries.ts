import type { QuotaMetric } from "@framewise/contracts";
import { and, asc, eq, gte, inArray, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database.ts";
import { billingAccount, planAssignment, quotaLedger, stripeEvent } from "../../platform/db/schema.ts";

export type BillingAccountRow = typeof billingAccount.$inferSelect;

/** A subscription as last read from Stripe. */
export type SubscriptionState = Pick<
  BillingAccountRow,
  "stripeSubscriptionId" | "subscriptionStatus" | "priceId" | "currentPeriodEnd" | "cancelAtPeriodEnd"
>;

export async function findBillingAccountRow(db: Db, userId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccount).where(eq(billingAccount.userId, userId));
  return row;
}

export async function findAccountByCustomer(db: Db, customerId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccount).where(eq(billingAccount.stripeCustomerId, customerId));
  return row;
}

/** Links the person to their Stripe customer; when two requests race, the first link stays and is answered. */
export async function insertBillingAccount(db: Db, userId: string, customerId: string): Promise<BillingAccountRow> {
  await db.insert(billingAccount).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing({ target: billingAccount.userId });
  return (await findBillingAccountRow(db, userId))!;
}

export async function saveSubscriptionState(db: Db, userId: string, state: SubscriptionState): Promise<void> {
  await db
    .update(billingAccount)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(billingAccount.userId, userId));
}

/** Records a webhook's event id; answers whether it was already processed (a replay). */
export async function recordStripeEvent(db: Db, id: string, type: string): Promise<{ processed: boolean }> {
  await db.insert(stripeEvent).values({ id, type }).onConflictDoNothing({ target: stripeEvent.id });
  const [row] = await db.select({ processedAt: stripeEvent.processedAt }).from(stripeEvent).where(eq(stripeEvent.id, id));
  return { processed: row?.processedAt != null };
}

/** Marks an event processed unless it already was; answers whether this call did it. */
export async function markEventProcessed(db: Db, id: string): Promise<boolean> {
  const done = await db
    .update(stripeEvent)
    .set({ processedAt: new Date() })
    .where(and(eq(stripeEvent.id, id), isNull(stripeEvent.processedAt)))
    .returning({ id: stripeEvent.id });
  return done.length > 0;
}

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ processedAt: stripeEvent.processedAt }).from(stripeEvent).where(eq(stripeEvent.id, id));
  return row?.processedAt != null;
}

/** People on a plan Stripe put them on, with their customer and since when they are on it. */
export const findStripePlanHolders = (db: Db) =>
  db
    .select({
      userId: billingAccount.userId,
      customerId: billingAccount.stripeCustomerId,
      planId: planAssignment.planId,
      since: planAssignment.assignedAt,
    })
    .from(billingAccount)
    .innerJoin(
      planAssignment,
      and(eq(planAssignment.ownerKind, "user"), eq(planAssignment.ownerId, billingAccount.userId), eq(planAssignment.source, "stripe")),
    );

const refund = alias(quotaLedger, "refund");

/**
 * A person's usage not yet reported to Stripe, oldest first: `use` entries of `metrics` since
 * `since`, leaving out those already given back (a failed render is not billed).
 */
export const findUnreportedUses = (db: Db, userId: string, metrics: QuotaMetric[], since: Date, limit: number) =>
  db
    .select({ id: quotaLedger.id, metric: quotaLedger.metric, amount: quotaLedger.amount, at: quotaLedger.at })
    .from(quotaLedger)
    .where(
      and(
        eq(quotaLedger.ownerKind, "user"),
        eq(quotaLedger.ownerId, userId),
        eq(quotaLedger.kind, "use"),
        isNull(quotaLedger.reportedAt),
        inArray(quotaLedger.metric, metrics),
        gte(quotaLedger.at, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refund)
            .where(and(eq(refund.kind, "refund"), eq(refund.ref, quotaLedger.ref), eq(refund.metric, quotaLedger.metric))),
        ),
      ),
    )
    .orderBy(asc(quotaLedger.id))
    .limit(limit);

export async function markReported(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(quotaLedger).set({ reportedAt: new Date() }).where(inArray(quotaLedger.id, ids));
}
