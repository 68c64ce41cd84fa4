import { randomUUID } from "node:crypto";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import type { CreateCampaignBody } from "./campaign-body.ts";
import { insertCampaign, type CampaignRow } from "./campaign-queries.ts";
import { campaignTemplate } from "./campaign-template.ts";

/** A campaign of the client: one of its templates and the variables the `megapot` form shows (audited). */
export async function createCampaign(db: Db, actor: AuditActor, client: ClientRow, body: CreateCampaignBody): Promise<CampaignRow> {
  await campaignTemplate(db, client.id, body.client_template_id, body.variables);
  return asActor(db, actor, (tx) =>
    insertCampaign(tx, {
      id: randomUUID(),
      clientId: client.id,
      clientTemplateId: body.client_template_id,
      name: body.name,
      variables: body.variables,
      active: body.active,
    }),
  );
}
