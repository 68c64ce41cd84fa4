import type { Content } from "@framewise/scene";
import { findClientTemplate, type ClientTemplateRow } from "../client-templates/client-template-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";

/**
 * The client's template a campaign renders, checked against the variables it should expose:
 * each must be one of the document's variables. 422 naming the field otherwise.
 */
export async function campaignTemplate(db: Db, clientId: string, templateId: string, variables: string[]): Promise<ClientTemplateRow> {
  const template = await findClientTemplate(db, clientId, templateId);
  if (!template)
    throw new DomainError("unprocessable", "unknown_template", "This client has no such template.", {
      client_template_id: "Not one of the client's templates.",
    });
  requireVariables(template.document, variables);
  return template;
}

function requireVariables(document: Content, variables: string[]) {
  const fields: Record<string, string> = {};
  variables.forEach((name, index) => {
    if (!Object.hasOwn(document.variables, name)) fields[`variables.${index}`] = `The template has no variable "${name}".`;
  });
  const known = Object.keys(document.variables);
  if (Object.keys(fields).length)
    throw new DomainError(
      "unprocessable",
      "unknown_variables",
      `The template's variables are: ${known.length ? known.join(", ") : "none (bind slots to variables in the template first)"}.`,
      fields,
    );
}
