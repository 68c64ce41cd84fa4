import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { content } from "../db/schema.ts";
import type { ContentRow } from "./content-view.ts";

/** Turns the public watch page (and its downloads) on or off; answers the project as saved. */
export async function shareContent(db: Db, row: ContentRow, share: { shared: boolean; allowDownload: boolean }): Promise<ContentRow> {
  const [updated] = await db.update(content).set(share).where(eq(content.id, row.id)).returning();
  return updated!;
}
