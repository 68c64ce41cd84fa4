import type { Content } from "@framewise/scene";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { campaign, clientTemplate, pipeline } from "../../platform/db/schema.ts";

export type ClientTemplateRow = typeof clientTemplate.$inferSelect;
export type NewClientTemplate = typeof clientTemplate.$inferInsert;

export async function insertClientTemplate(db: Db, values: NewClientTemplate): Promise<ClientTemplateRow> {
  const [row] = await db.insert(clientTemplate).values(values).returning();
  return row!;
}

/** The client's templates, by name. */
export async function findClientTemplates(db: Db, clientId: string): Promise<ClientTemplateRow[]> {
  return db
    .select()
    .from(clientTemplate)
    .where(eq(clientTemplate.clientId, clientId))
    .orderBy(asc(clientTemplate.name), asc(clientTemplate.id));
}

export async function countClientTemplates(db: Db, clientId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clientTemplate).where(eq(clientTemplate.clientId, clientId));
  return row?.total ?? 0;
}

/** The client's template `id`, or undefined (another client's is absent alike). */
export async function findClientTemplate(db: Db, clientId: string, id: string): Promise<ClientTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(clientTemplate)
    .where(and(eq(clientTemplate.clientId, clientId), eq(clientTemplate.id, id)));
  return row;
}

export async function updateClientTemplate(db: Db, id: string, changes: { name?: string; document?: Content }): Promise<ClientTemplateRow> {
  const [row] = await db
    .update(clientTemplate)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(clientTemplate.id, id))
    .returning();
  return row!;
}

export async function deleteClientTemplateRow(db: Db, id: string): Promise<void> {
  await db.delete(clientTemplate).where(eq(clientTemplate.id, id));
}

/** Whether a pipeline or a campaign renders with the template. */
export async function isClientTemplateInUse(db: Db, id: string): Promise<boolean> {
  const [pipelines] = await db.select({ total: count() }).from(pipeline).where(eq(pipeline.clientTemplateId, id));
  const [campaigns] = await db.select({ total: count() }).from(campaign).where(eq(campaign.clientTemplateId, id));
  return (pipelines?.total ?? 0) + (campaigns?.total ?? 0) > 0;
}
