import type { Layout, Template } from "@framewise/scene";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { layout, template } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import type { RenderDocument } from "../renders/render-request.ts";
import type { ContentRow } from "./content-view.ts";

/** A project's document with the template and layouts it uses, from the library, as a render snapshots them. */
export async function renderDocumentFor(db: Db, row: ContentRow): Promise<RenderDocument> {
  const doc = row.document;
  const [style] = await db.select({ definition: template.definition }).from(template).where(eq(template.id, doc.templateId));
  if (!style)
    throw new HttpError(
      409,
      "missing_template",
      `This video's template "${doc.templateId}" is no longer in the library. Choose another template first.`,
    );
  const ids = [...new Set(doc.scenes.map((scene) => scene.layoutId))];
  const layouts = (await db.select({ definition: layout.definition }).from(layout).where(inArray(layout.id, ids))).map(
    (r) => r.definition as Layout,
  );
  const missing = ids.filter((id) => !layouts.some((l) => l.id === id));
  if (missing.length)
    throw new HttpError(
      409,
      "missing_layout",
      `This video uses layouts no longer in the library: ${missing.join(", ")}. Change those scenes' layouts first.`,
    );
  return { content: doc, template: style.definition as Template, layouts };
}
