import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/** Jobs waiting or running, by queue and state, from pg-boss's own table. */
export async function queueDepths(db: Db): Promise<{ queue: string; state: string; count: number }[]> {
  const { rows } = await db.execute<{ queue: string; state: string; count: number }>(sql`
    select name as queue, state::text as state, count(*)::int as count
    from pgboss.job where state in ('created', 'retry', 'active')
    group by name, state order by name, state`);
  return rows;
}

/**
 * The last day's renders (by the creation index) by status, and the finished ones' speed: seconds
 * of video made per second from asking to done (waiting in the queue included).
 */
export async function recentRenders(
  db: Db,
): Promise<{ byStatus: { status: string; count: number }[]; videoSecondsPerSecond: number | null }> {
  const { rows } = await db.execute<{ status: string; count: number; speed: number | null }>(sql`
    select status, count(*)::int as count,
      (sum(duration_seconds) / nullif(sum(extract(epoch from updated_at - created_at)), 0))::float8 as speed
    from render where created_at > now() - interval '1 day'
    group by status order by status`);
  return {
    byStatus: rows.map(({ status, count }) => ({ status, count })),
    videoSecondsPerSecond: rows.find((row) => row.status === "done")?.speed ?? null,
  };
}

/** Chunk draws beyond the first, for the last day's renders: each is a lost process or a failure retried. */
export async function recentChunkRetries(db: Db): Promise<number> {
  const { rows } = await db.execute<{ retries: number }>(sql`
    select coalesce(sum(greatest(c.runs - 1, 0)), 0)::int as retries
    from render_chunk c join render r on r.id = c.render_id
    where r.created_at > now() - interval '1 day'`);
  return rows[0]?.retries ?? 0;
}

/** Webhook deliveries not yet delivered or given up on, and how long the oldest has waited. */
export async function webhookBacklog(db: Db): Promise<{ pending: number; oldestSeconds: number }> {
  const { rows } = await db.execute<{ pending: number; oldest: number | null }>(sql`
    select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest
    from webhook_delivery where status = 'pending'`);
  return { pending: rows[0]?.pending ?? 0, oldestSeconds: rows[0]?.oldest ?? 0 };
}
