import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { render } from "../db/schema.ts";
import type { RenderRow } from "../renders/queue-render.ts";

/** A project's renders (its versions), newest first. */
export async function findContentRenders(db: Db, contentId: string): Promise<RenderRow[]> {
  return db.select().from(render).where(eq(render.contentId, contentId)).orderBy(desc(render.createdAt));
}
