import type { AuditSource } from "@framewise/contracts";
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { auditLog } from "../db/schema.ts";

export type AuditEntryRow = typeof auditLog.$inferSelect;

/** Runs `change` in one transaction whose `framewise.actor` setting (the audit trigger reads it) is `actor`, JSON. */
export async function transactionAs<T>(db: Db, actor: string, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('framewise.actor', ${actor}, true)`);
    return change(tx);
  });
}

/** What the trail can be narrowed to; every filter given must hold. */
export interface AuditFilters {
  entity?: string;
  entityId?: string;
  actorId?: string;
  /** The actor's email as it was recorded, any case. */
  actorEmail?: string;
  source?: AuditSource;
  from?: Date;
  to?: Date;
}

/** Entries matching `filters`, newest first, `limit` of them below the id `before` (keyset: an index walk, however deep). */
export async function listAuditEntries(db: Db, filters: AuditFilters, page: { before?: number; limit: number }): Promise<AuditEntryRow[]> {
  const conditions: (SQL | undefined)[] = [
    filters.entity === undefined ? undefined : eq(auditLog.entity, filters.entity),
    filters.entityId === undefined ? undefined : eq(auditLog.entityId, filters.entityId),
    filters.actorId === undefined ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.actorEmail === undefined ? undefined : sql`lower(${auditLog.actorLabel}) = ${filters.actorEmail.toLowerCase()}`,
    filters.source === undefined ? undefined : eq(auditLog.source, filters.source),
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.to === undefined ? undefined : lt(auditLog.at, filters.to),
    page.before === undefined ? undefined : lt(auditLog.id, page.before),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}

export async function findAuditEntry(db: Db, id: number): Promise<AuditEntryRow | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}

/** The entity's entries from `fromId` on (that one included), oldest first. */
export async function findEntriesSince(db: Db, entity: string, entityId: string, fromId: number): Promise<AuditEntryRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), gte(auditLog.id, fromId)))
    .orderBy(asc(auditLog.id));
}

/** Deletes entries recorded before `cutoff`, a batch at a time so a long backlog never holds one huge transaction; answers how many. */
export async function deleteEntriesBefore(db: Db, cutoff: Date, batch = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db.execute<{ id: number }>(
      sql`delete from ${auditLog} where ${auditLog.id} in (select ${auditLog.id} from ${auditLog} where ${lte(auditLog.at, cutoff)} limit ${batch}) returning ${auditLog.id}`,
    );
    deleted += rows.rows.length;
    if (rows.rows.length < batch) return deleted;
  }
}
