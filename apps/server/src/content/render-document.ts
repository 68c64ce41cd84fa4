import type { Db } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import { findLayoutDefinitions, findLibraryDefinition } from "../library/library-queries.ts";
import type { RenderDocument } from "../renders/render-request.ts";
import type { ContentRow } from "./content-view.ts";

/** A project's document with the template and layouts it uses, from the library, as a render snapshots them. */
export async function renderDocumentFor(db: Db, row: Pick<ContentRow, "document">): Promise<RenderDocument> {
  const doc = row.document;
  const style = await findLibraryDefinition(db, "template", doc.templateId);
  if (!style)
    throw new HttpError(
      409,
      "missing_template",
      `This video's template "${doc.templateId}" is no longer in the library. Choose another template first.`,
    );
  const ids = [...new Set(doc.scenes.map((scene) => scene.layoutId))];
  const layouts = await findLayoutDefinitions(db, ids);
  const missing = ids.filter((id) => !layouts.some((l) => l.id === id));
  if (missing.length)
    throw new HttpError(
      409,
      "missing_layout",
      `This video uses layouts no longer in the library: ${missing.join(", ")}. Change those scenes' layouts first.`,
    );
  return { content: doc, template: style, layouts };
}
