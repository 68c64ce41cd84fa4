import type { Plan, PlanSource } from "@framewise/contracts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { findPlanAssignment, type PlanAssignmentRow } from "./plan-queries.ts";
import type { QuotaOwner } from "./quota-owner.ts";

/** What reading and counting quotas needs: the database and the configured plans. */
export interface QuotaDeps {
  db: Db;
  plans: PlanCatalog;
}

export interface OwnerPlan {
  plan: Plan;
  source: PlanSource;
  /** Who put them on it and why; undefined on the default plan. */
  assignment: PlanAssignmentRow | undefined;
}

/** The owner's plan: their assignment's, or the default (also when their plan was taken out of PLANS). */
export async function findPlan(deps: QuotaDeps, owner: QuotaOwner): Promise<OwnerPlan> {
  const assignment = await findPlanAssignment(deps.db, owner);
  const assigned = assignment && deps.plans.all.find((plan) => plan.id === assignment.planId);
  if (assigned) return { plan: assigned, source: assignment.source, assignment };
  return { plan: deps.plans.defaultPlan, source: "default", assignment: undefined };
}
