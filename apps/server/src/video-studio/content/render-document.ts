import type { LibraryPins } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findLayoutDefinitions, findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import type { RenderDocument } from "../renders/render-request.ts";
import type { ContentRow } from "./content-view.ts";
import { pinnedDefinitions, usedLibraryIds } from "./library-pins-queries.ts";

/** A document to draw, with the library versions it is pinned to (none: a client's template reads what is published). */
type DrawnRow = Pick<ContentRow, "document"> & { libraryPins?: LibraryPins };

/** The template and layouts a video is drawn with: the versions it is pinned to, else what is published. */
export async function libraryOf(db: Db, row: DrawnRow): Promise<{ template: Template | undefined; layouts: Layout[] }> {
  const ids = usedLibraryIds(row.document);
  const pinned = await pinnedDefinitions(db, row.libraryPins ?? {});
  const template =
    pinned.templates.find((definition) => definition.id === row.document.templateId) ??
    (await findLibraryDefinition(db, "template", row.document.templateId));
  const unpinned = ids.layout.filter((id) => !pinned.layouts.some((layout) => layout.id === id));
  const layouts = [...pinned.layouts.filter((layout) => ids.layout.includes(layout.id)), ...(await findLayoutDefinitions(db, unpinned))];
  return { template, layouts };
}

/** A project's document with the template and layouts it uses, as a render snapshots them. */
export async function renderDocumentFor(db: Db, row: DrawnRow): Promise<RenderDocument> {
  const doc = row.document;
  const { template: style, layouts } = await libraryOf(db, row);
  if (!style)
    throw new DomainError(
      "conflict",
      "missing_template",
      `This video's template "${doc.templateId}" is no longer in the library. Choose another template first.`,
    );
  const missing = usedLibraryIds(doc).layout.filter((id) => !layouts.some((l) => l.id === id));
  if (missing.length)
    throw new DomainError(
      "conflict",
      "missing_layout",
      `This video uses layouts no longer in the library: ${missing.join(", ")}. Change those scenes' layouts first.`,
    );
  return { content: doc, template: style, layouts };
}
