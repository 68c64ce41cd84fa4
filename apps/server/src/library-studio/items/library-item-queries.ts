import type { BrowserComparison, LibraryKind } from "@framewise/contracts";
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { libraryItem, libraryVersion, type StoredChecks, type StoredTicks } from "../../platform/db/library-studio-schema.ts";
import { user } from "../../platform/db/schema.ts";

export type LibraryItemRow = typeof libraryItem.$inferSelect;
export type LibraryVersionRow = typeof libraryVersion.$inferSelect & { authorEmail: string | null };

const versionColumns = {
  id: libraryVersion.id,
  libraryItemId: libraryVersion.libraryItemId,
  version: libraryVersion.version,
  definition: libraryVersion.definition,
  stage: libraryVersion.stage,
  authorId: libraryVersion.authorId,
  authorEmail: user.email,
  note: libraryVersion.note,
  publishOverride: libraryVersion.publishOverride,
  checks: libraryVersion.checks,
  ticks: libraryVersion.ticks,
  checksStartedAt: libraryVersion.checksStartedAt,
  checksError: libraryVersion.checksError,
  createdAt: libraryVersion.createdAt,
  updatedAt: libraryVersion.updatedAt,
};

/** The item of that kind and id, locked for the transaction when `lock` (a stage change reads then writes). */
export async function findLibraryItem(db: Db, kind: LibraryKind, itemId: string, lock = false): Promise<LibraryItemRow | undefined> {
  const query = db
    .select()
    .from(libraryItem)
    .where(and(eq(libraryItem.kind, kind), eq(libraryItem.itemId, itemId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** An item's versions, newest first, with their authors' emails. */
export async function listVersions(db: Db, libraryItemId: string): Promise<LibraryVersionRow[]> {
  return db
    .select(versionColumns)
    .from(libraryVersion)
    .leftJoin(user, eq(user.id, libraryVersion.authorId))
    .where(eq(libraryVersion.libraryItemId, libraryItemId))
    .orderBy(desc(libraryVersion.version));
}

/** One version of an item by number, or its latest when no number is given. */
export async function findVersion(db: Db, libraryItemId: string, version?: number): Promise<LibraryVersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(libraryVersion)
    .leftJoin(user, eq(user.id, libraryVersion.authorId))
    .where(and(eq(libraryVersion.libraryItemId, libraryItemId), version === undefined ? undefined : eq(libraryVersion.version, version)))
    .orderBy(desc(libraryVersion.version))
    .limit(1);
  return row;
}

export async function insertItem(db: Db, values: typeof libraryItem.$inferInsert): Promise<LibraryItemRow> {
  const [row] = await db.insert(libraryItem).values(values).returning();
  return row!;
}

export async function insertVersion(db: Db, values: typeof libraryVersion.$inferInsert) {
  await db.insert(libraryVersion).values(values);
  await db.update(libraryItem).set({ updatedAt: new Date() }).where(eq(libraryItem.id, values.libraryItemId));
}

export async function updateVersion(
  db: Db,
  id: string,
  values: Partial<Pick<typeof libraryVersion.$inferInsert, "stage" | "note" | "publishOverride" | "ticks">>,
) {
  await db
    .update(libraryVersion)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryVersion.id, id));
}

/** The item's version that is published now, if any. */
export async function findPublishedVersion(db: Db, libraryItemId: string) {
  const [row] = await db
    .select({ id: libraryVersion.id, version: libraryVersion.version })
    .from(libraryVersion)
    .where(and(eq(libraryVersion.libraryItemId, libraryItemId), eq(libraryVersion.stage, "published")));
  return row;
}

export async function setOwner(db: Db, id: string, ownerId: string | null) {
  await db.update(libraryItem).set({ ownerId, updatedAt: new Date() }).where(eq(libraryItem.id, id));
}

/**
 * Stores a run's results and ends the running state; the browser's comparison posted meanwhile is
 * kept (the definition the browser drew has not changed: versions are never changed in place).
 */
export async function saveChecks(db: Db, versionId: string, checks: StoredChecks) {
  const kept = sql`${JSON.stringify(checks)}::jsonb || jsonb_strip_nulls(jsonb_build_object('browser', ${libraryVersion.checks} -> 'browser'))`;
  await db.update(libraryVersion).set({ checks: kept, checksStartedAt: null, checksError: null }).where(eq(libraryVersion.id, versionId));
}

/**
 * Marks the checklist job as running on a version; false when one already is (it is not queued
 * twice). A start older than `staleAfterSeconds` is a job lost with its process: it starts again.
 */
export async function startChecks(db: Db, versionId: string, staleAfterSeconds: number): Promise<boolean> {
  const free = or(
    isNull(libraryVersion.checksStartedAt),
    lt(libraryVersion.checksStartedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
  );
  const started = await db
    .update(libraryVersion)
    .set({ checksStartedAt: new Date(), checksError: null })
    .where(and(eq(libraryVersion.id, versionId), free))
    .returning({ id: libraryVersion.id });
  return started.length > 0;
}

/** Ends the running state with the reason the job could not finish (a run already ended keeps its outcome). */
export async function failChecks(db: Db, versionId: string, error: string) {
  await db
    .update(libraryVersion)
    .set({ checksStartedAt: null, checksError: error })
    .where(and(eq(libraryVersion.id, versionId), isNotNull(libraryVersion.checksStartedAt)));
}

/** Records the browser's comparison in one aspect ratio, beside the server's results (atomically). */
export async function saveBrowserComparison(db: Db, versionId: string, aspect: string, comparison: BrowserComparison) {
  const browser = sql`coalesce(${libraryVersion.checks} -> 'browser', '{}'::jsonb) || jsonb_build_object(${aspect}::text, ${JSON.stringify(comparison)}::jsonb)`;
  await db
    .update(libraryVersion)
    .set({ checks: sql`jsonb_set(${libraryVersion.checks}, '{browser}', ${browser})` })
    .where(eq(libraryVersion.id, versionId));
}

/** Sets (or with `tick` undefined, clears) one manual tick, atomically. */
export async function setTick(db: Db, versionId: string, key: string, tick: StoredTicks[string] | undefined) {
  const ticks = tick
    ? sql`${libraryVersion.ticks} || jsonb_build_object(${key}::text, ${JSON.stringify(tick)}::jsonb)`
    : sql`${libraryVersion.ticks} - ${key}::text`;
  await db.update(libraryVersion).set({ ticks, updatedAt: new Date() }).where(eq(libraryVersion.id, versionId));
}

/** A staff member's id by email (owner assignment names staff by email), or undefined. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

/** Every item with its latest version's stage, number and definition, and its published version, in list order. */
export async function listItemsWithLatest(db: Db, kind: LibraryKind | undefined, itemId?: string) {
  const latest = db
    .selectDistinctOn([libraryVersion.libraryItemId], {
      libraryItemId: libraryVersion.libraryItemId,
      version: libraryVersion.version,
      stage: libraryVersion.stage,
      definition: libraryVersion.definition,
    })
    .from(libraryVersion)
    .orderBy(libraryVersion.libraryItemId, desc(libraryVersion.version))
    .as("latest");
  const published = sql<
    number | null
  >`(select v.version from library_version v where v.library_item_id = ${libraryItem.id} and v.stage = 'published')`;
  return db
    .select({
      item: libraryItem,
      ownerEmail: user.email,
      latestVersion: latest.version,
      stage: latest.stage,
      definition: latest.definition,
      publishedVersion: published,
    })
    .from(libraryItem)
    .innerJoin(latest, eq(latest.libraryItemId, libraryItem.id))
    .leftJoin(user, eq(user.id, libraryItem.ownerId))
    .where(and(kind ? eq(libraryItem.kind, kind) : undefined, itemId === undefined ? undefined : eq(libraryItem.itemId, itemId)))
    .orderBy(asc(libraryItem.kind), asc(libraryItem.itemId));
}
