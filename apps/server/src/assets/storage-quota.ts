import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { userStorage } from "../db/schema.ts";

/**
 * Reserves `bytes` of the user's quota in one conditional UPDATE, so two uploads at once cannot
 * both pass a check and overshoot together. False when it would exceed the quota.
 */
export async function reserveStorage(db: Db, userId: string, bytes: number, quotaBytes: number): Promise<boolean> {
  await db.insert(userStorage).values({ userId }).onConflictDoNothing();
  const updated = await db
    .update(userStorage)
    .set({ usedBytes: sql`${userStorage.usedBytes} + ${bytes}` })
    .where(and(eq(userStorage.userId, userId), sql`${userStorage.usedBytes} + ${bytes} <= ${quotaBytes}`))
    .returning({ usedBytes: userStorage.usedBytes });
  return updated.length === 1;
}

/** Gives reserved or used bytes back (a failed upload, a deleted asset). */
export async function releaseStorage(db: Db, userId: string, bytes: number): Promise<void> {
  await db
    .update(userStorage)
    .set({ usedBytes: sql`greatest(0, ${userStorage.usedBytes} - ${bytes})` })
    .where(eq(userStorage.userId, userId));
}

export async function storageUsed(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ usedBytes: userStorage.usedBytes }).from(userStorage).where(eq(userStorage.userId, userId));
  return row?.usedBytes ?? 0;
}
