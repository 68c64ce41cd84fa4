/**
 * Operations and plans (issue 23): the audit trail's vocabulary and the quota ledger's metrics,
 * shared by the server's tables and the screens that show them.
 */

/** Who made a change: a signed-in person, a staff member, a client's API key, or the product itself. */
export const AUDIT_ACTOR_KINDS = ["user", "staff", "api_key", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Through what a change was made. */
export const AUDIT_SOURCES = ["editor", "api", "pipeline", "browser", "system", "revert"] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export const AUDIT_ACTIONS = ["insert", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who a quota belongs to: a person, or a production client. */
export const QUOTA_OWNER_KINDS = ["user", "client"] as const;
export type QuotaOwnerKind = (typeof QUOTA_OWNER_KINDS)[number];

/** What the ledger counts. Storage counts bytes held now (period `total`); the others count per calendar month (UTC). */
export const QUOTA_METRICS = ["renders", "render_seconds", "image_generations", "storage_bytes"] as const;
export type QuotaMetric = (typeof QUOTA_METRICS)[number];

/** Why a ledger entry moved a counter: usage, usage given back (a failed render), extra credit, or a correction. */
export const LEDGER_ENTRY_KINDS = ["use", "refund", "grant", "adjust"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Where a plan assignment came from. */
export const PLAN_SOURCES = ["default", "staff", "stripe"] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/** What a plan allows each month (storage: at any time). */
export interface PlanLimits {
  renders: number;
  render_seconds: number;
  image_generations: number;
  storage_bytes: number;
  /** The largest render, as its shorter side in pixels (1080 for 1080p). */
  max_resolution: number;
}

/** A plan from configuration (`PLANS`); billing fields only where Stripe sells it. */
export interface Plan {
  id: string;
  name: string;
  limits: PlanLimits;
  /** What the plan costs, as shown ("$12 / month"); absent for free plans. */
  price_label?: string;
  /** The Stripe price Checkout sells it at; absent: not for sale (assigned by staff). */
  stripe_price_id?: string;
  /** Usage is reported to Stripe as meter events under this event name. */
  stripe_meter_event?: string;
}

/** One quota as the subscription page shows it. */
export interface QuotaState {
  metric: QuotaMetric;
  used: number;
  /** The plan's limit plus extra credit granted for the period. */
  limit: number;
  granted: number;
  left: number;
  /** When the count starts again (the next month, UTC); null for storage. */
  resets_at: string | null;
}

/** `GET /api/v1/subscription`: the caller's plan, usage and the plans on offer. */
export interface SubscriptionSummary {
  plan: Plan;
  plan_source: PlanSource;
  usage: QuotaState[];
  /** Usage per month, oldest first, for the last twelve months. */
  history: { period: string; metric: QuotaMetric; used: number }[];
  plans: Plan[];
  billing: {
    /** Stripe is configured on this server. */
    enabled: boolean;
    status: string | null;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
  };
}

/** One movement of a quota counter, as staff see it. */
export interface LedgerEntry {
  id: number;
  at: string;
  metric: QuotaMetric;
  /** `2026-11`, or `total` for storage. */
  period: string;
  kind: LedgerEntryKind;
  /** Signed: a use adds, a refund subtracts; a grant adds extra credit. */
  amount: number;
  /** What it was for: `render:<id>`, `generation:<id>`, `asset:<id>`. */
  ref: string | null;
  reason: string | null;
  actor_id: string | null;
}

/** `GET /api/v1/staff/plans/:ownerKind/:ownerId`: an owner's plan, usage and ledger (newest first, a page at a time). */
export interface OwnerPlanSummary {
  owner: { kind: QuotaOwnerKind; id: string };
  plan: Plan;
  plan_source: PlanSource;
  /** Who put them on the plan, when and why; null on the default plan. */
  assignment: { assigned_by: string | null; reason: string | null; assigned_at: string } | null;
  usage: QuotaState[];
  plans: Plan[];
  entries: LedgerEntry[];
  /** Pass back as `cursor` for older entries; null after the oldest. */
  next_cursor: string | null;
}
