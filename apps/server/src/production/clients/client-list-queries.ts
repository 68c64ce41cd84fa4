import { and, asc, count, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { apiKey, client, planAssignment, quotaUsage } from "../../platform/db/schema.ts";
import { STORAGE_PERIOD } from "../../workspace/quota/quota-period.ts";
import type { ClientRow } from "./client-queries.ts";

/** Every client by name (at most `limit`), each with how many of its keys still work at `at`. */
export async function findClientsWithKeyCounts(db: Db, limit: number, at: Date): Promise<{ client: ClientRow; activeKeys: number }[]> {
  const working = and(eq(apiKey.clientId, client.id), isNull(apiKey.revokedAt), or(isNull(apiKey.expiresAt), gt(apiKey.expiresAt, at)));
  return db
    .select({ client, activeKeys: sql<number>`cast(${count(apiKey.id)} as int)` })
    .from(client)
    .leftJoin(apiKey, working)
    .groupBy(client.id)
    .orderBy(asc(client.name), asc(client.id))
    .limit(limit);
}

/** The counters of `month` and of storage of the clients `ids`, in one query. */
export async function findClientsUsage(db: Db, ids: string[], month: string) {
  if (!ids.length) return [];
  return db
    .select({ clientId: quotaUsage.ownerId, metric: quotaUsage.metric, used: quotaUsage.used, granted: quotaUsage.granted })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.ownerKind, "client"), inArray(quotaUsage.ownerId, ids), inArray(quotaUsage.period, [month, STORAGE_PERIOD])));
}

/** The plan each of the clients `ids` was put on (clients on the default plan are absent). */
export async function findClientsPlanIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ clientId: planAssignment.ownerId, planId: planAssignment.planId })
    .from(planAssignment)
    .where(and(eq(planAssignment.ownerKind, "client"), inArray(planAssignment.ownerId, ids)));
  return new Map(rows.map((row) => [row.clientId, row.planId]));
}
