import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { apiRateLimit } from "../../platform/db/schema.ts";

/**
 * Counts one request of the key in its fixed window of `windowMs`, in one statement, so requests
 * at once from any number of API processes are each counted once: a key's first request, or its
 * first after the window ended, starts a window at 1; others add 1. Answers the count and the
 * milliseconds left in the window, both by the database's clock.
 */
export async function countApiKeyRequest(db: Db, keyId: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const window = sql`${windowMs}::integer * interval '1 millisecond'`;
  const ended = sql`${apiRateLimit.windowStart} + ${window} <= now()`;
  const [row] = await db
    .insert(apiRateLimit)
    .values({ keyId, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: apiRateLimit.keyId,
      set: {
        hits: sql`case when ${ended} then 1 else ${apiRateLimit.hits} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${apiRateLimit.windowStart} end`,
      },
    })
    .returning({
      hits: apiRateLimit.hits,
      ttlMs: sql`extract(epoch from ${apiRateLimit.windowStart} + ${window} - now()) * 1000`.mapWith(Number),
    });
  return row!;
}
