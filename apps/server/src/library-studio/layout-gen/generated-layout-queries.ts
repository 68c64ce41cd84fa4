import type { GeneratedLayoutChecks, GeneratedLayoutStatus } from "@framewise/contracts";
import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { generatedLayout, type GenerationAttempt, type StoredChecks } from "../../platform/db/library-studio-schema.ts";
import { asset, user } from "../../platform/db/schema.ts";

export type GeneratedLayoutRow = typeof generatedLayout.$inferSelect & { createdByEmail: string | null };

const withEmail = { ...getTableColumns(generatedLayout), createdByEmail: user.email };

export async function insertGeneratedLayout(db: Db, values: typeof generatedLayout.$inferInsert): Promise<void> {
  await db.insert(generatedLayout).values(values);
}

export async function findGeneratedLayout(db: Db, id: string, lock = false): Promise<GeneratedLayoutRow | undefined> {
  const query = db
    .select(withEmail)
    .from(generatedLayout)
    .leftJoin(user, eq(user.id, generatedLayout.createdBy))
    .where(eq(generatedLayout.id, id));
  const [row] = await (lock ? query.for("update", { of: generatedLayout }) : query);
  return row;
}

export interface GeneratedLayoutFilters {
  status: GeneratedLayoutStatus | undefined;
  checks: GeneratedLayoutChecks | undefined;
  after: { createdAt: Date; id: string } | undefined;
  limit: number;
}

const checksCondition = (checks: GeneratedLayoutChecks | undefined) =>
  checks === "not_run" ? isNull(generatedLayout.checksGreen) : checks ? eq(generatedLayout.checksGreen, checks === "green") : undefined;

/** A page of the queue, newest first (keyset over the status index's order). */
export function listGeneratedLayouts(db: Db, filters: GeneratedLayoutFilters): Promise<GeneratedLayoutRow[]> {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(generatedLayout.status, filters.status) : undefined,
    checksCondition(filters.checks),
    filters.after
      ? sql`(${generatedLayout.createdAt}, ${generatedLayout.id}) < (${filters.after.createdAt.toISOString()}::timestamptz, ${filters.after.id})`
      : undefined,
  ];
  return db
    .select(withEmail)
    .from(generatedLayout)
    .leftJoin(user, eq(user.id, generatedLayout.createdBy))
    .where(and(...conditions))
    .orderBy(desc(generatedLayout.createdAt), desc(generatedLayout.id))
    .limit(filters.limit);
}

/**
 * Sets what a step of the generation or the review changed; `updated_at` moves with it. With
 * `checked`, only while the row still holds that definition: a check of a definition edited since
 * is dropped (the edit's own check writes its results).
 */
export async function updateGeneratedLayout(
  db: Db,
  id: string,
  values: Partial<
    Pick<typeof generatedLayout.$inferInsert, "status" | "definition" | "error" | "rejectReason" | "libraryItemId" | "reviewedBy">
  > & {
    attempts?: GenerationAttempt[];
    checks?: StoredChecks | null;
    checksGreen?: boolean | null;
  },
  checked?: unknown,
): Promise<void> {
  const stillChecked = checked === undefined ? undefined : sql`${generatedLayout.definition} = ${JSON.stringify(checked)}::jsonb`;
  await db
    .update(generatedLayout)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(generatedLayout.id, id), stillChecked));
}

/** The reference picture's row, as the generation reads it (its owner was checked when it was given). */
export async function findReferenceAsset(db: Db, id: string) {
  const [row] = await db
    .select({ id: asset.id, userId: asset.userId, kind: asset.kind, hasThumbnails: asset.hasThumbnails, mimeType: asset.mimeType })
    .from(asset)
    .where(eq(asset.id, id));
  return row;
}
