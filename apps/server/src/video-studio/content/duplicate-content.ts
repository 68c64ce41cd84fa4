import type { Db } from "../../platform/db/database.ts";
import { fitText } from "../planner/text-units.ts";
import { insertContent } from "./content-queries.ts";
import type { ContentRow } from "./content-view.ts";

/** A copy of a video project, titled "… (copy)", at version 1, drawn with the same library versions. */
export async function duplicateContent(db: Db, row: ContentRow): Promise<ContentRow> {
  const title = `${fitText(row.title, 190)} (copy)`;
  return insertContent(db, {
    userId: row.userId,
    title,
    document: { ...row.document, title },
    source: row.source,
    planner: row.planner,
    libraryPins: row.libraryPins,
  });
}
