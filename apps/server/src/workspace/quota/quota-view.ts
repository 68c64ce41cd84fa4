import {
  LEDGER_ENTRY_KINDS,
  PLAN_SOURCES,
  QUOTA_METRICS,
  QUOTA_OWNER_KINDS,
  type LedgerEntry,
  type OwnerPlanSummary,
  type Plan,
  type QuotaState,
  type SubscriptionSummary,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { OwnerQuota } from "./find-owner-quota.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import type { LedgerRow } from "./quota-queries.ts";

export const planSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  limits: z.strictObject({
    renders: z.number(),
    render_seconds: z.number(),
    image_generations: z.number(),
    storage_bytes: z.number(),
    max_resolution: z.number().describe("The largest render's shorter side in pixels."),
  }),
  price_label: z.string().optional(),
  stripe_price_id: z.string().optional(),
  stripe_meter_event: z.string().optional(),
}) satisfies z.ZodType<Plan>;

export const quotaStateSchema = z.strictObject({
  metric: z.enum(QUOTA_METRICS),
  used: z.number(),
  limit: z.number().describe("The plan's limit plus extra credit granted for the period."),
  granted: z.number(),
  left: z.number(),
  resets_at: timestamp.nullable().describe("When the count starts again; null for storage."),
}) satisfies z.ZodType<QuotaState>;

export const subscriptionSchema = z.strictObject({
  plan: planSchema,
  plan_source: z.enum(PLAN_SOURCES),
  usage: z.array(quotaStateSchema),
  history: z.array(z.strictObject({ period: z.string(), metric: z.enum(QUOTA_METRICS), used: z.number() })),
  plans: z.array(planSchema),
  billing: z.strictObject({
    enabled: z.boolean(),
    status: z.string().nullable(),
    current_period_end: timestamp.nullable(),
    cancel_at_period_end: z.boolean(),
  }),
}) satisfies z.ZodType<SubscriptionSummary>;

export const ledgerEntrySchema = z.strictObject({
  id: z.number(),
  at: timestamp,
  metric: z.enum(QUOTA_METRICS),
  period: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount: z.number(),
  ref: z.string().nullable(),
  reason: z.string().nullable(),
  actor_id: z.string().nullable(),
}) satisfies z.ZodType<LedgerEntry>;

export const ownerPlanSchema = z.strictObject({
  owner: z.strictObject({ kind: z.enum(QUOTA_OWNER_KINDS), id: z.string() }),
  plan: planSchema,
  plan_source: z.enum(PLAN_SOURCES),
  assignment: z.strictObject({ assigned_by: z.string().nullable(), reason: z.string().nullable(), assigned_at: timestamp }).nullable(),
  usage: z.array(quotaStateSchema),
  plans: z.array(planSchema),
  entries: z.array(ledgerEntrySchema),
  next_cursor: z.string().nullable(),
}) satisfies z.ZodType<OwnerPlanSummary>;

export const ledgerEntryView = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  metric: row.metric,
  period: row.period,
  kind: row.kind,
  amount: row.amount,
  ref: row.ref,
  reason: row.reason,
  actor_id: row.actorId,
});

export const ownerPlanView = (owner: QuotaOwner, found: OwnerQuota, plans: PlanCatalog): OwnerPlanSummary => ({
  owner,
  plan: found.plan,
  plan_source: found.source,
  assignment: found.assignment
    ? { assigned_by: found.assignment.assignedBy, reason: found.assignment.reason, assigned_at: found.assignment.assignedAt.toISOString() }
    : null,
  usage: found.usage,
  plans: plans.all,
  entries: found.entries.map(ledgerEntryView),
  next_cursor: found.nextCursor,
});
