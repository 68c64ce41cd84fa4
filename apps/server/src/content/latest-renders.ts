import { desc, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { render } from "../db/schema.ts";
import type { RenderRow } from "../renders/queue-render.ts";

/** Each project's newest render (its status is the project's status in the library), by project id. */
export async function latestRenders(db: Db, contentIds: string[]): Promise<Map<string, RenderRow>> {
  const latest = new Map<string, RenderRow>();
  if (!contentIds.length) return latest;
  const rows = await db.select().from(render).where(inArray(render.contentId, contentIds)).orderBy(desc(render.createdAt));
  for (const row of rows) if (row.contentId && !latest.has(row.contentId)) latest.set(row.contentId, row);
  return latest;
}
