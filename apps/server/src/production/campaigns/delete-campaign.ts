import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { deleteCampaignRow, findClientCampaign } from "./campaign-queries.ts";

/** Deletes a campaign of the client (its videos stay the client's), audited. */
export async function deleteCampaign(db: Db, actor: AuditActor, clientId: string, id: string): Promise<void> {
  if (!(await findClientCampaign(db, clientId, id))) throw notFound("That campaign");
  await asActor(db, actor, (tx) => deleteCampaignRow(tx, id));
}
