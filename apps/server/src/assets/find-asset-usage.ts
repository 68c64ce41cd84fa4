import { and, desc, eq, sql } from "drizzle-orm";
import type { AssetUsage } from "@framewise/contracts";
import type { Db } from "../db/database.ts";
import { render } from "../db/schema.ts";

/**
 * Where the user's documents name the asset (`asset:<id>`): today their renders; the videos of
 * issue 5 join here. Deleting a used asset asks first (the routes' `force`).
 */
export async function findAssetUsage(db: Db, userId: string, assetId: string): Promise<AssetUsage> {
  const rows = await db
    .select({ id: render.id, title: sql<string>`coalesce(${render.document}->'content'->>'title', '')`, createdAt: render.createdAt })
    .from(render)
    .where(and(eq(render.userId, userId), sql`strpos(${render.document}::text, ${JSON.stringify(`asset:${assetId}`)}) > 0`))
    .orderBy(desc(render.createdAt))
    .limit(50);
  return { renders: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() })) };
}
