import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { content } from "../db/schema.ts";
import { fitText } from "../planner/text-units.ts";
import type { ContentRow } from "./content-view.ts";

/** A copy of a video project, titled "… (copy)", at version 1. */
export async function duplicateContent(db: Db, row: ContentRow): Promise<ContentRow> {
  const title = `${fitText(row.title, 190)} (copy)`;
  const [copy] = await db
    .insert(content)
    .values({ id: randomUUID(), userId: row.userId, title, document: { ...row.document, title }, source: row.source, planner: row.planner })
    .returning();
  return copy!;
}
