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
