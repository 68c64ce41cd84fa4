import type { LibraryKind, LibraryStage } from "@framewise/contracts";
import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { libraryItem, libraryVersion } from "../../../platform/db/library-studio-schema.ts";
import { auditLog } from "../../../platform/db/schema.ts";

/** Every item's latest version with what its checklist is made of (the stored checks and ticks). */
export async function listLatestChecks(db: Db, kind: LibraryKind | undefined) {
  return db
    .selectDistinctOn([libraryVersion.libraryItemId], {
      itemId: libraryItem.itemId,
      kind: libraryItem.kind,
      stage: libraryVersion.stage,
      definition: libraryVersion.definition,
      checks: libraryVersion.checks,
      ticks: libraryVersion.ticks,
      checksStartedAt: libraryVersion.checksStartedAt,
      checksError: libraryVersion.checksError,
    })
    .from(libraryVersion)
    .innerJoin(libraryItem, eq(libraryItem.id, libraryVersion.libraryItemId))
    .where(kind ? eq(libraryItem.kind, kind) : undefined)
    .orderBy(libraryVersion.libraryItemId, desc(libraryVersion.version));
}

/**
 * Each item's latest audited change (of the item itself or any of its versions): when and by whom.
 * Each lookup is one walk of the trail's (entity, entity_id, id) index, newest first.
 */
export async function listLastChanges(db: Db, kind: LibraryKind | undefined) {
  const newest = (entity: string, id: SQL) =>
    sql`(select a.id, a.at, a.actor_label from ${auditLog} a where a.entity = ${entity} and a.entity_id = ${id} order by a.id desc limit 1)`;
  const rows = await db.execute<{ item_id: string; kind: LibraryKind; at: Date | string; actor_label: string | null }>(sql`
    select i.item_id, i.kind, last.at, last.actor_label
    from ${libraryItem} i
    cross join lateral (
      select c.at, c.actor_label from (
        ${newest("library_item", sql`i.id`)}
        union all
        select e.id, e.at, e.actor_label from ${libraryVersion} v cross join lateral ${newest("library_version", sql`v.id`)} e
        where v.library_item_id = i.id
      ) c
      order by c.id desc limit 1
    ) last
    where ${kind ? sql`i.kind = ${kind}` : sql`true`}`);
  return rows.rows.map((row) => ({ itemId: row.item_id, kind: row.kind, at: new Date(row.at), by: row.actor_label }));
}

/** Versions created and stage changes recorded since `since`, newest first, at most `limit`. */
export async function listVersionActivity(db: Db, kind: LibraryKind | undefined, since: Date, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      by: auditLog.actorLabel,
      reason: auditLog.reason,
      fromStage: sql<LibraryStage | null>`${auditLog.before} ->> 'stage'`,
      toStage: sql<LibraryStage | null>`${auditLog.after} ->> 'stage'`,
      version: libraryVersion.version,
      kind: libraryItem.kind,
      itemId: libraryItem.itemId,
      name: sql<string | null>`${libraryVersion.definition} ->> 'name'`,
    })
    .from(auditLog)
    .innerJoin(libraryVersion, eq(libraryVersion.id, auditLog.entityId))
    .innerJoin(libraryItem, eq(libraryItem.id, libraryVersion.libraryItemId))
    .where(
      and(
        eq(auditLog.entity, "library_version"),
        gte(auditLog.at, since),
        // An insert is a new version; an update counts only when it moved the stage (not a tick or a note).
        sql`(${auditLog.action} = 'insert' or (${auditLog.action} = 'update' and ${auditLog.after} -> 'stage' is not null))`,
        kind ? eq(libraryItem.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
