import type { PlanSource } from "@framewise/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { billingAccount, client, planAssignment, user } from "../../platform/db/schema.ts";
import type { QuotaOwner } from "./quota-owner.ts";

export type PlanAssignmentRow = typeof planAssignment.$inferSelect;

const isOwner = (owner: QuotaOwner) => and(eq(planAssignment.ownerKind, owner.kind), eq(planAssignment.ownerId, owner.id));

/** The owner's plan assignment; undefined: they are on the default plan. */
export async function findPlanAssignment(db: Db, owner: QuotaOwner): Promise<PlanAssignmentRow | undefined> {
  const [row] = await db.select().from(planAssignment).where(isOwner(owner));
  return row;
}

/**
 * Puts the owner on `planId`, replacing any earlier assignment. Staff call it through
 * `assign-plan.ts`, billing with source `stripe`; run it under `asActor` so the trail says who.
 */
export async function savePlanAssignment(
  db: Db,
  assignment: { owner: QuotaOwner; planId: string; source: PlanSource; assignedBy: string | null; reason: string | null },
): Promise<PlanAssignmentRow> {
  const { owner, planId, source, assignedBy, reason } = assignment;
  const changes = { planId, source, assignedBy, reason, assignedAt: new Date() };
  const [row] = await db
    .insert(planAssignment)
    .values({ id: `${owner.kind}:${owner.id}`, ownerKind: owner.kind, ownerId: owner.id, ...changes })
    .onConflictDoUpdate({ target: [planAssignment.ownerKind, planAssignment.ownerId], set: changes })
    .returning();
  return row!;
}

export async function deletePlanAssignment(tx: Db, owner: QuotaOwner): Promise<void> {
  await tx.delete(planAssignment).where(isOwner(owner));
}

/** Whether the owner exists: a person's account, or a production client. */
export async function ownerExists(db: Db, owner: QuotaOwner): Promise<boolean> {
  const table = owner.kind === "user" ? user : client;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, owner.id));
  return row !== undefined;
}

/** The person's subscription as billing last read it from Stripe (billing writes it); undefined without one. */
export async function findBillingAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      status: billingAccount.subscriptionStatus,
      currentPeriodEnd: billingAccount.currentPeriodEnd,
      cancelAtPeriodEnd: billingAccount.cancelAtPeriodEnd,
    })
    .from(billingAccount)
    .where(eq(billingAccount.userId, userId));
  return row;
}
