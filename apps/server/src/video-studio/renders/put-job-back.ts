import type { JobWithMetadata, PgBoss } from "pg-boss";

/**
 * Puts a job the server's stop interrupted back in its queue, in its place, without spending a
 * try: cancelled and resumed (so it is waiting again), with one more try allowed, because
 * pg-boss counts every claim after the first as a retry.
 */
export async function putJobBack(jobs: PgBoss, queue: string, job: JobWithMetadata<unknown>, data: { interruptions?: number }) {
  await jobs.cancel(queue, { id: job.id, retryCount: job.retryCount });
  await jobs.resume(queue, job.id);
  await jobs.update(queue, { ...data, interruptions: (data.interruptions ?? 0) + 1 }, { id: job.id, retryLimit: job.retryLimit + 1 });
}
