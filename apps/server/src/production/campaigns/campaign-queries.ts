import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { campaign, client, clientMember, clientTemplate, render } from "../../platform/db/schema.ts";

export type CampaignRow = typeof campaign.$inferSelect;
export type NewCampaign = typeof campaign.$inferInsert;

export async function insertCampaign(db: Db, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(campaign).values(values).returning();
  return row!;
}

export async function updateCampaignRow(db: Db, id: string, changes: Partial<NewCampaign>): Promise<CampaignRow> {
  const [row] = await db
    .update(campaign)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(campaign.id, id))
    .returning();
  return row!;
}

export async function deleteCampaignRow(db: Db, id: string): Promise<void> {
  await db.delete(campaign).where(eq(campaign.id, id));
}

/** The client's campaigns, by name. */
export function findClientCampaigns(db: Db, clientId: string): Promise<CampaignRow[]> {
  return db.select().from(campaign).where(eq(campaign.clientId, clientId)).orderBy(asc(campaign.name), asc(campaign.id));
}

/** The client's campaign `id` (another client's is absent alike). */
export async function findClientCampaign(db: Db, clientId: string, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaign)
    .where(and(eq(campaign.clientId, clientId), eq(campaign.id, id)))
    .limit(1);
  return row;
}

const memberColumns = { campaign, client, template: clientTemplate };
export type MemberCampaign = { campaign: CampaignRow; client: typeof client.$inferSelect; template: typeof clientTemplate.$inferSelect };

/** Active campaigns of active clients `userId` is a member of, with their client and template, by name. */
export function findMemberCampaigns(db: Db, userId: string): Promise<MemberCampaign[]> {
  return db
    .select(memberColumns)
    .from(campaign)
    .innerJoin(clientMember, and(eq(clientMember.clientId, campaign.clientId), eq(clientMember.userId, userId)))
    .innerJoin(client, and(eq(client.id, campaign.clientId), eq(client.status, "active")))
    .innerJoin(clientTemplate, eq(clientTemplate.id, campaign.clientTemplateId))
    .where(eq(campaign.active, true))
    .orderBy(asc(campaign.name), asc(campaign.id));
}

/** The campaign `id` when `userId` may use it (member, active campaign and client), else undefined: one check. */
export async function findMemberCampaign(db: Db, userId: string, id: string): Promise<MemberCampaign | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(campaign)
    .innerJoin(clientMember, and(eq(clientMember.clientId, campaign.clientId), eq(clientMember.userId, userId)))
    .innerJoin(client, and(eq(client.id, campaign.clientId), eq(client.status, "active")))
    .innerJoin(clientTemplate, eq(clientTemplate.id, campaign.clientTemplateId))
    .where(and(eq(campaign.id, id), eq(campaign.active, true)))
    .limit(1);
  return row;
}

/** A render of the client's account (a campaign video), or undefined for any other render. */
export async function findClientAccountRender(db: Db, accountUserId: string, renderId: string) {
  const [row] = await db
    .select()
    .from(render)
    .where(and(eq(render.id, renderId), eq(render.userId, accountUserId)))
    .limit(1);
  return row;
}
