import { QUOTA_METRICS, type QuotaMetric } from "@framewise/contracts";
import { z } from "zod";
import { asActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { periodOf } from "./quota-period.ts";
import { ownerExists } from "./plan-queries.ts";
import { insertGrant, type LedgerRow } from "./quota-queries.ts";
import { staffActor } from "./staff-actor.ts";

/** The most one grant may add: a slip of the keyboard should not give away a year of rendering. */
export const GRANT_MAXIMUMS: Record<QuotaMetric, number> = {
  renders: 10_000,
  render_seconds: 100 * 3600,
  image_generations: 100_000,
  storage_bytes: 1024 ** 4,
};

export const grantCreditBody = z
  .strictObject({
    metric: z.enum(QUOTA_METRICS),
    amount: z.number().int().min(1),
    reason: z.string().trim().min(1, "Say why the credit is given.").max(500),
  })
  .refine((body) => body.amount <= GRANT_MAXIMUMS[body.metric], {
    path: ["amount"],
    message: "More than one grant may give (renders 10,000; render seconds 360,000; image generations 100,000; storage 1 TB).",
  });

/**
 * Staff give the owner extra credit for the current period (this month; storage for good), with
 * a reason: a `grant` ledger entry, which the audit trigger records with them as the actor. 404
 * for an unknown owner.
 */
export async function grantCredit(
  db: Db,
  viewer: Viewer,
  owner: QuotaOwner,
  body: z.infer<typeof grantCreditBody>,
  at = new Date(),
): Promise<LedgerRow> {
  if (!(await ownerExists(db, owner))) throw notFound(`The ${owner.kind}`);
  return asActor(db, staffActor(viewer, body.reason), (tx) =>
    insertGrant(tx, {
      owner,
      metric: body.metric,
      period: periodOf(body.metric, at),
      amount: body.amount,
      ref: null,
      reason: body.reason,
      actorId: viewer.id,
    }),
  );
}
