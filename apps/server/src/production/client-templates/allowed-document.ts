import type { Content } from "@framewise/scene";
import type { ClientRow } from "../clients/client-queries.ts";
import { DomainError } from "../../kernel/errors.ts";

/** A client's documents may use only the library templates the client may use: 422 otherwise. */
export function requireAllowedTemplate(target: ClientRow, document: Content, field = "document.templateId"): Content {
  if (!target.templateIds.includes(document.templateId)) {
    const allowed = target.templateIds.length ? target.templateIds.join(", ") : "none yet: add templates to the client first";
    const message = `The client may not use the template "${document.templateId}" (allowed: ${allowed}).`;
    throw new DomainError("unprocessable", "template_not_allowed", message, { [field]: message });
  }
  return document;
}
