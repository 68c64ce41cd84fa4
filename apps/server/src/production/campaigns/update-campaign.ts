import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { UpdateCampaignBody } from "./campaign-body.ts";
import { findClientCampaign, updateCampaignRow, type CampaignRow } from "./campaign-queries.ts";
import { campaignTemplate } from "./campaign-template.ts";

/** Changes a campaign of the client; a new template or variable list is checked as at creation (audited). */
export async function updateCampaign(
  db: Db,
  actor: AuditActor,
  clientId: string,
  id: string,
  body: UpdateCampaignBody,
): Promise<CampaignRow> {
  const row = await findClientCampaign(db, clientId, id);
  if (!row) throw notFound("That campaign");
  const templateId = body.client_template_id ?? row.clientTemplateId;
  const variables = body.variables ?? row.variables;
  if (body.client_template_id !== undefined || body.variables !== undefined) await campaignTemplate(db, clientId, templateId, variables);
  return asActor(db, actor, (tx) =>
    updateCampaignRow(tx, id, { name: body.name, clientTemplateId: templateId, variables, active: body.active }),
  );
}
