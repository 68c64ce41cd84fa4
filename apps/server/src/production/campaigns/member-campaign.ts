import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findClientAccountRender, findMemberCampaign, type MemberCampaign } from "./campaign-queries.ts";

/** The campaign `id` when the viewer may use it; a missing one, another client's or an inactive one answer the same 404. */
export async function memberCampaign(db: Db, viewer: Viewer, id: string): Promise<MemberCampaign> {
  const found = await findMemberCampaign(db, viewer.id, id);
  if (!found) throw notFound("That campaign");
  return found;
}

/** A video made with the campaign, for a member of its client (the render is the client's account's); 404 otherwise. */
export async function memberCampaignRender(db: Db, viewer: Viewer, campaignId: string, renderId: string) {
  const found = await memberCampaign(db, viewer, campaignId);
  const row = await findClientAccountRender(db, found.client.accountUserId, renderId);
  if (!row || row.metadata?.campaign_id !== campaignId) throw notFound("That video");
  return row;
}
