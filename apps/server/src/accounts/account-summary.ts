import type { AccountSummary } from "@framewise/contracts";
import { count, eq, sum } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { asset, content, landingPage, render } from "../db/schema.ts";

export async function findAccountSummary(db: Db, userId: string): Promise<AccountSummary> {
  const [[videos], [renders], [assets], [pages]] = await Promise.all([
    db.select({ n: count() }).from(content).where(eq(content.userId, userId)),
    db.select({ n: count() }).from(render).where(eq(render.userId, userId)),
    db
      .select({ n: count(), bytes: sum(asset.sizeBytes) })
      .from(asset)
      .where(eq(asset.userId, userId)),
    db.select({ n: count() }).from(landingPage).where(eq(landingPage.userId, userId)),
  ]);
  return {
    videos: videos?.n ?? 0,
    renders: renders?.n ?? 0,
    assets: assets?.n ?? 0,
    landingPages: pages?.n ?? 0,
    storageBytes: Number(assets?.bytes ?? 0),
  };
}
