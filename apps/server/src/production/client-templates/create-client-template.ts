import { randomUUID } from "node:crypto";
import { aspectRatioSchema, validateContent, type Content } from "@framewise/scene";
import { z } from "zod";
import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import { blankDocument } from "../../video-studio/content/create-content.ts";
import type { Db } from "../../platform/db/database.ts";
import { ownedContent } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { requireAllowedTemplate } from "./allowed-document.ts";
import { countClientTemplates, insertClientTemplate, type ClientTemplateRow } from "./client-template-queries.ts";

/** How many templates one client may keep. */
export const MAX_TEMPLATES_PER_CLIENT = 200;

export const templateName = z.string().trim().min(1, "Name the template.").max(100);

export const createClientTemplateBody = z.discriminatedUnion("from", [
  z.strictObject({
    from: z.literal("project").describe("A copy of one of the staff member's own video projects."),
    content_id: z.uuid(),
    name: templateName.optional(),
  }),
  z.strictObject({
    from: z.literal("library").describe("The blank video a library template starts with."),
    template_id: z.string().min(1).max(64),
    aspect_ratio: aspectRatioSchema.default("9:16"),
    name: templateName.optional(),
  }),
  z.strictObject({
    from: z.literal("document").describe("A pasted content document, validated like the editor's."),
    document: z.unknown(),
    name: templateName.optional(),
  }),
]);
export type CreateClientTemplateBody = z.infer<typeof createClientTemplateBody>;

/** A scene package problem (`/scenes/0/duration`) as a field of the body (`document.scenes.0.duration`). */
const documentField = (pointer: string) => ["document", ...pointer.split("/").slice(1)].join(".");

function pastedDocument(input: unknown): Content {
  const checked = validateContent(input);
  if (checked.ok) return checked.value;
  const fields = Object.fromEntries(checked.errors.map((error) => [documentField(error.path), error.message]));
  throw new DomainError("invalid", "invalid_request", "The document is not a valid video document.", fields);
}

async function sourceDocument(db: Db, viewer: Viewer, body: CreateClientTemplateBody): Promise<Content> {
  if (body.from === "project") return (await ownedContent(db, viewer, body.content_id)).document;
  if (body.from === "library") return blankDocument(body.template_id, body.aspect_ratio, body.name ?? "Untitled video");
  return pastedDocument(body.document);
}

/**
 * Gives the client a template: a copy of the staff member's own project (404 when not theirs),
 * a library template's blank video, or a pasted document. Its library template must be one the
 * client may use (422).
 */
export async function createClientTemplate(
  db: Db,
  viewer: Viewer,
  target: ClientRow,
  body: CreateClientTemplateBody,
): Promise<ClientTemplateRow> {
  const document = requireAllowedTemplate(target, await sourceDocument(db, viewer, body));
  if ((await countClientTemplates(db, target.id)) >= MAX_TEMPLATES_PER_CLIENT)
    throw new DomainError(
      "conflict",
      "too_many_templates",
      `A client keeps at most ${MAX_TEMPLATES_PER_CLIENT} templates; delete one first.`,
    );
  return asActor(db, viewerActor(viewer, "editor"), (tx) =>
    insertClientTemplate(tx, { id: randomUUID(), clientId: target.id, name: body.name ?? document.title, document, createdBy: viewer.id }),
  );
}
