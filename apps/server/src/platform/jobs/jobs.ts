import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/database.ts";

/**
 * Missed heartbeats are looked for this often: a crashed process's render is retried within a
 * minute. A flow's jobs (a split render's join) are let go within a second of their last dependency.
 */
const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10, flowIntervalSeconds: 1 };

/**
 * The job queue (renders, generations, pipelines). On PostgreSQL pg-boss opens its own pool of
 * `poolSize` connections; on PGlite it shares the embedded database through pg-boss's own adapter.
 */
export async function startJobs(
  database: Database,
  postgres: { url: string | undefined; poolSize: number },
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", ...SUPERVISION })
    : new PgBoss({ connectionString: postgres.url, max: postgres.poolSize, ...SUPERVISION });
  boss.on("error", onError);
  await boss.start();
  return boss;
}

/** Lets running jobs finish (up to the timeout), then stops polling. Call before closing the database. */
export async function stopJobs(boss: PgBoss) {
  await boss.stop({ graceful: true, timeout: 10_000 });
}
