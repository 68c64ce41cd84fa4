import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_SOURCES } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { withoutPrivateColumns } from "../db/private-data.ts";
import type { AuditEntryRow } from "./audit-queries.ts";
import { ALREADY_SO, revertPreview, type RevertPlan } from "./plan-revert.ts";

const rowState = z.record(z.string(), z.unknown());

export const auditEntrySchema = z
  .strictObject({
    id: z.string().describe("The entry's id; newer entries have larger ids."),
    at: timestamp,
    entity: z.string().describe("The table changed: `content`, `asset`, `landing_page`, ..."),
    entity_id: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.strictObject({
      kind: z.enum(AUDIT_ACTOR_KINDS),
      id: z.string().nullable(),
      label: z.string().nullable().describe("The email or key name as it was then; null for the system."),
    }),
    source: z.enum(AUDIT_SOURCES),
    reason: z.string().nullable(),
    before: rowState.nullable().describe("The changed columns before (an update), the whole row (a delete), or null (an insert)."),
    after: rowState.nullable().describe("The changed columns after (an update), the new row (an insert), or null (a delete)."),
  })
  .meta({ id: "AuditEntry" });

export const revertPreviewSchema = z.strictObject({
  possible: z.boolean(),
  /** Why not, when it is not possible. */
  message: z.string().nullable(),
  action: z.enum(["insert", "update", "delete", "none"]).nullable().describe("What the revert does to the row now."),
  before: rowState.nullable().describe("The columns it writes, as they are now."),
  after: rowState.nullable().describe("The same columns as the revert leaves them."),
});

export const auditEntryDetailSchema = z.strictObject({ entry: auditEntrySchema, revert: revertPreviewSchema });

export function auditEntryView(row: AuditEntryRow): z.infer<typeof auditEntrySchema> {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    source: row.source,
    reason: row.reason,
    // The trigger leaves secrets out already; one rule for every staff tool keeps it so.
    before: withoutPrivateColumns(row.entity, row.before),
    after: withoutPrivateColumns(row.entity, row.after),
  };
}

/** A revert's preview, or why there is none (the plan's 409 message). */
export function revertPreviewView(plan: RevertPlan | { refused: string }): z.infer<typeof revertPreviewSchema> {
  if ("refused" in plan) return { possible: false, message: plan.refused, action: null, before: null, after: null };
  const preview = revertPreview(plan);
  const possible = preview.action !== "none";
  return { possible, message: possible ? null : ALREADY_SO, ...preview };
}
