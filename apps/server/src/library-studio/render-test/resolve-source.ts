import { sampleContent } from "@framewise/starter";
import { renderDocumentFor } from "../../video-studio/content/render-document.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import { parseRenderRequest, type RenderDocument } from "../../video-studio/renders/render-request.ts";
import { findAnyContent } from "./render-test-queries.ts";
import type { RenderTestSource } from "./render-test-schemas.ts";

/** Where a pasted document sits in the request, so its problems are answered at their full JSON path. */
const DOCUMENT_PATH = "/source/document";

/**
 * The document a source names, with its template and layouts: a saved video as its render would
 * snapshot it (anyone's: staff test every video), a library layout under a template filled with
 * the starter samples, or a pasted document checked like a render request.
 */
export async function resolveSource(db: Db, source: RenderTestSource): Promise<{ document: RenderDocument; title: string }> {
  switch (source.kind) {
    case "content": {
      const row = await findAnyContent(db, source.content_id);
      if (!row) throw notFound("That video");
      return { document: await renderDocumentFor(db, row), title: row.title };
    }
    case "library": {
      const [template, layout] = await Promise.all([
        findLibraryDefinition(db, "template", source.template_id),
        findLibraryDefinition(db, "layout", source.layout_id),
      ]);
      if (!template) throw notFound(`The template "${source.template_id}"`);
      if (!layout) throw notFound(`The layout "${source.layout_id}"`);
      const content = sampleContent(template.id, source.aspect_ratio, [layout.id]);
      return { document: { content, template, layouts: [layout] }, title: `${layout.name} in ${template.name}, ${source.aspect_ratio}` };
    }
    case "json": {
      const { document } = parsePastedDocument(source.document);
      return { document, title: document.content.title };
    }
  }
}

function parsePastedDocument(input: unknown) {
  try {
    return parseRenderRequest(input);
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [`${DOCUMENT_PATH}${path}`, message]));
    throw new DomainError(error.kind, error.code, error.message, fields);
  }
}
