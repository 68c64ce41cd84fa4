import { z } from "zod";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { asActor } from "../../platform/audit/audit-context.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import type { QuotaDeps } from "./find-plan.ts";
import { ownerExists, savePlanAssignment, type PlanAssignmentRow } from "./plan-queries.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { staffActor } from "./staff-actor.ts";

export const assignPlanBody = z.strictObject({
  plan_id: z.string().min(1).max(40),
  reason: z.string().trim().min(1, "Say why the plan changes.").max(500),
});

/** Staff put the owner on a configured plan, with a reason; the audit trail records it with them as the actor. 404 for an unknown owner. */
export async function assignPlan(
  deps: QuotaDeps,
  viewer: Viewer,
  owner: QuotaOwner,
  body: z.infer<typeof assignPlanBody>,
): Promise<PlanAssignmentRow> {
  if (!(await ownerExists(deps.db, owner))) throw notFound(`The ${owner.kind}`);
  if (!deps.plans.all.some((plan) => plan.id === body.plan_id)) {
    const message = `There is no plan "${body.plan_id}" (plans: ${deps.plans.all.map((plan) => plan.id).join(", ")}).`;
    throw new DomainError("invalid", "invalid_request", message, { plan_id: message });
  }
  return asActor(deps.db, staffActor(viewer, body.reason), (tx) =>
    savePlanAssignment(tx, { owner, planId: body.plan_id, source: "staff", assignedBy: viewer.id, reason: body.reason }),
  );
}
