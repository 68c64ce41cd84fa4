import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { idempotencyKey } from "../../platform/db/schema.ts";

export type IdempotencyRow = typeof idempotencyKey.$inferSelect;

/**
 * Claims the client's key for a request, in one statement: a new key, or one first used before
 * `expiredBefore`, is taken (answer unset); a live key is left alone. Answers whether this call
 * took it, so two requests at once can never both run.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { clientId: string; key: string; requestHash: string },
  expiredBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKey)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKey.clientId, idempotencyKey.key],
      set: { requestHash: values.requestHash, responseStatus: null, response: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKey.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKey.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(db: Db, clientId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.clientId, clientId), eq(idempotencyKey.key, key)));
  return row;
}

/** Keeps the first answer for the key's later requests. */
export async function saveIdempotentAnswer(db: Db, clientId: string, key: string, answer: { status: number; body: unknown }) {
  await db
    .update(idempotencyKey)
    .set({ responseStatus: answer.status, response: answer.body })
    .where(and(eq(idempotencyKey.clientId, clientId), eq(idempotencyKey.key, key)));
}

/** Frees a key whose request failed before answering, so it can be tried again. */
export async function releaseIdempotencyKey(db: Db, clientId: string, key: string) {
  await db
    .delete(idempotencyKey)
    .where(and(eq(idempotencyKey.clientId, clientId), eq(idempotencyKey.key, key), isNull(idempotencyKey.responseStatus)));
}

/** Deletes keys first used before `before`; answers how many. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKey).where(lt(idempotencyKey.createdAt, before)).returning({ key: idempotencyKey.key });
  return deleted.length;
}
