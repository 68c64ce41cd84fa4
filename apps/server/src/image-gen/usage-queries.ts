import { and, eq, sql } from "drizzle-orm";
import type { ImageGenQuota } from "@framewise/contracts";
import type { Db } from "../db/database.ts";
import { imageGenerationUsage } from "../db/schema.ts";

/** The calendar month (UTC) a moment counts in: `2026-11`. */
export const usageMonth = (at: Date) => at.toISOString().slice(0, 7);

/**
 * Counts one generation against the person's month, only while they are under `limit`, in one
 * statement: two requests at once can never both take the last one. Says whether it was counted.
 */
export async function takeGeneration(db: Db, userId: string, limit: number, at = new Date()): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(imageGenerationUsage)
    .values({ userId, month: usageMonth(at), used: 1 })
    .onConflictDoUpdate({
      target: [imageGenerationUsage.userId, imageGenerationUsage.month],
      set: { used: sql`${imageGenerationUsage.used} + 1` },
      setWhere: sql`${imageGenerationUsage.used} < ${limit}`,
    })
    .returning({ used: imageGenerationUsage.used });
  return rows.length > 0;
}

/** Gives back a generation counted in the month of `startedAt` (it failed or was canceled before making anything). */
export async function giveBackGeneration(db: Db, userId: string, startedAt: Date): Promise<void> {
  await db
    .update(imageGenerationUsage)
    .set({ used: sql`greatest(${imageGenerationUsage.used} - 1, 0)` })
    .where(and(eq(imageGenerationUsage.userId, userId), eq(imageGenerationUsage.month, usageMonth(startedAt))));
}

/** What is left of the person's month. */
export async function findQuota(db: Db, userId: string, limit: number, at = new Date()): Promise<ImageGenQuota> {
  const [row] = await db
    .select({ used: imageGenerationUsage.used })
    .from(imageGenerationUsage)
    .where(and(eq(imageGenerationUsage.userId, userId), eq(imageGenerationUsage.month, usageMonth(at))));
  const used = row?.used ?? 0;
  const resets = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { limit, used, left: Math.max(0, limit - used), resets_at: resets.toISOString() };
}
