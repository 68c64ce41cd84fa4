import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import { IDEMPOTENCY_WINDOW_MS } from "./answer-once.ts";
import { deleteIdempotencyKeysBefore } from "./idempotency-queries.ts";

export const IDEMPOTENCY_PRUNE_QUEUE = "idempotency-prune";
/** Daily, at a quiet hour (UTC). */
const PRUNE_SCHEDULE = "17 4 * * *";

/** Deletes idempotency keys past their 24 hours once a day, as a pg-boss cron job (one run per day across processes). */
export async function startIdempotencyPruning(deps: { db: Db; jobs: PgBoss; work: boolean; log: FastifyBaseLogger }) {
  await deps.jobs.createQueue(IDEMPOTENCY_PRUNE_QUEUE);
  await deps.jobs.schedule(IDEMPOTENCY_PRUNE_QUEUE, PRUNE_SCHEDULE);
  if (!deps.work) return;
  await deps.jobs.work(IDEMPOTENCY_PRUNE_QUEUE, async () => {
    const pruned = await deleteIdempotencyKeysBefore(deps.db, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS));
    if (pruned) deps.log.info({ pruned }, "Pruned expired idempotency keys");
  });
}
