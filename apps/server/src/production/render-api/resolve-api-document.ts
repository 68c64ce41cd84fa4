import { applyRenderModifications, validateContent, type Content, type ValidationError } from "@framewise/scene";
import { requireAllowedTemplate } from "../client-templates/allowed-document.ts";
import { findClientTemplate } from "../client-templates/client-template-queries.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import { slotsOfLayouts } from "../../video-studio/content/layout-slots.ts";
import { renderDocumentFor } from "../../video-studio/content/render-document.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { RenderDocument } from "../../video-studio/renders/render-request.ts";
import type { ApiRenderBody } from "./api-render-body.ts";

const unprocessable = (code: string, message: string, problems: ValidationError[], prefix = "") =>
  new DomainError(
    "unprocessable",
    code,
    message,
    Object.fromEntries(problems.map((problem) => [`${prefix}${problem.path || "/"}`, problem.message])),
  );

/** The client's template `id`'s document, or its own whole document, strictly validated. */
async function startingDocument(db: Db, client: ClientRow, body: ApiRenderBody): Promise<Content> {
  if (body.template !== undefined) {
    const found = await findClientTemplate(db, client.id, body.template);
    if (!found)
      throw unprocessable("unknown_template", "This client has no such template.", [{ path: "/template", message: "no such template" }]);
    return found.document;
  }
  const checked = validateContent(body.document);
  if (!checked.ok) throw unprocessable("invalid_document", "The document is not valid: see fields.", checked.errors, "/document");
  return checked.value;
}

/**
 * What a client's request renders: its template's document (or its own), in the aspect ratio
 * asked, filled with its modifications, with the library template and layouts it is drawn with.
 * The library template must be one the client may use. Every problem is a 422 naming its JSON
 * path (`/modifications/Headline.text`, `/document/scenes/0/duration`).
 */
export async function resolveApiDocument(db: Db, client: ClientRow, body: ApiRenderBody): Promise<RenderDocument> {
  const start = await startingDocument(db, client, body);
  requireAllowedTemplate(client, start, body.template === undefined ? "/document/templateId" : "/template");
  const content = body.aspectRatio ? { ...start, aspectRatio: body.aspectRatio } : start;
  // Modifications never change a scene's layout: the layouts are known before they apply.
  const drawn = await renderDocumentFor(db, { document: content });
  const modified = applyRenderModifications(content, body.modifications ?? {}, { layoutSlots: slotsOfLayouts(drawn.layouts) });
  if (modified.problems.length)
    throw unprocessable("invalid_modifications", "Some modifications could not be applied: see fields.", modified.problems);
  return { ...drawn, content: modified.content };
}
