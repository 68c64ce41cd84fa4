import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/database.ts";
import { pruneAuditLog } from "./prune-audit-log.ts";

export const AUDIT_PRUNE_QUEUE = "audit-prune";
/** Daily, at a quiet hour (UTC). */
const PRUNE_SCHEDULE = "41 3 * * *";

/**
 * Prunes the audit trail past AUDIT_RETENTION_DAYS once a day, as a pg-boss cron job (one run
 * per day across every process). With 0 the schedule is removed and entries are kept for ever.
 */
export async function startAuditPruning(deps: { db: Db; jobs: PgBoss; retentionDays: number; work: boolean; log: FastifyBaseLogger }) {
  const { db, jobs, retentionDays, log } = deps;
  await jobs.createQueue(AUDIT_PRUNE_QUEUE);
  if (retentionDays === 0) return jobs.unschedule(AUDIT_PRUNE_QUEUE);
  await jobs.schedule(AUDIT_PRUNE_QUEUE, PRUNE_SCHEDULE);
  if (!deps.work) return;
  await jobs.work(AUDIT_PRUNE_QUEUE, async () => {
    const pruned = await pruneAuditLog(db, retentionDays);
    if (pruned) log.info({ pruned, retentionDays }, "Pruned old audit trail entries");
  });
}
