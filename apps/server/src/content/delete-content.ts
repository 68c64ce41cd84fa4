import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { content } from "../db/schema.ts";

/** Deletes a project; its renders stay in the user's history (their project link is cleared). */
export async function deleteContent(db: Db, contentId: string): Promise<void> {
  await db.delete(content).where(eq(content.id, contentId));
}
