import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef } from "../../workspace/quota/quota-owner.ts";
import { findRenderingRenders, updateRenderWhileRendering } from "./render-queries.ts";
import { findChunkedRenders } from "./render-chunk-queries.ts";

export const RECOVERING = "The server stopped unexpectedly while rendering; this render is being recovered and will start again.";
const LOST = "The server stopped unexpectedly while rendering, and this render has no tries left.";

/**
 * At start, renders still marked `rendering` that no live worker holds (a process that was
 * killed) are shown as queued again at once, instead of their last progress until the job's
 * heartbeat runs out. With the embedded database this process is the only one, so every such
 * render is lost and its job is failed now (a crash counts as a try: a render that kills the
 * server must not loop). On PostgreSQL other processes may be rendering: only renders whose
 * job pg-boss already took back (a missed heartbeat) are relabelled; live ones are left alone.
 */
export async function recoverRenders(deps: { db: Db; jobs: PgBoss; queue: string; exclusive: boolean }): Promise<string[]> {
  const { db, jobs, queue } = deps;
  const rows = await findRenderingRenders(db);
  // A split render's own job has ended; pg-boss retries its lost chunks (heartbeats) and then joins them.
  const split = await findChunkedRenders(
    db,
    rows.map((row) => row.id),
  );
  const recovered: string[] = [];
  for (const row of rows) {
    if (split.has(row.id)) continue;
    let job = row.jobId ? await jobs.getJobById(queue, row.jobId) : null;
    if (job?.state === "active" && !deps.exclusive) continue;
    if (job?.state === "active") await jobs.fail(queue, job.id, { message: "The server stopped unexpectedly while rendering" });
    // Stopped half-way through going back to the queue (see the render worker's interrupt).
    if (job?.state === "cancelled") await jobs.resume(queue, job.id);
    if (job) job = await jobs.getJobById(queue, job.id);
    const retrying = job?.state === "created" || job?.state === "retry";
    const saved = await updateRenderWhileRendering(db, row.id, {
      status: retrying ? "queued" : "failed",
      progress: 0,
      framesPerSecond: null,
      secondsLeft: null,
      error: retrying ? RECOVERING : LOST,
    });
    // Lost for good: its render and minutes go back to the owner's quota.
    if (saved && !retrying) await giveBackQuota(db, quotaRef.render(row.id));
    recovered.push(row.id);
  }
  return recovered;
}
