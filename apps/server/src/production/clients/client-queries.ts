import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { client, clientMember, template, user } from "../../platform/db/schema.ts";

export type ClientRow = typeof client.$inferSelect;
export type NewClient = typeof client.$inferInsert;

/** The client's account (decision 0013): a user row with no sign-in method, never verified. */
export async function insertClientAccount(db: Db, values: { id: string; name: string; email: string }): Promise<void> {
  await db.insert(user).values({ ...values, emailVerified: false });
}

export async function insertClient(db: Db, values: NewClient): Promise<ClientRow> {
  const [row] = await db.insert(client).values(values).returning();
  return row!;
}

export async function findClient(db: Db, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(client).where(eq(client.id, id)).limit(1);
  return row;
}

export async function findClientByAccountUserId(db: Db, accountUserId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(client).where(eq(client.accountUserId, accountUserId)).limit(1);
  return row;
}

/** The client `id` when `userId` is one of its members, else undefined (missing and foreign alike). */
export async function findMemberClient(db: Db, userId: string, id: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select({ client })
    .from(client)
    .innerJoin(clientMember, eq(clientMember.clientId, client.id))
    .where(and(eq(client.id, id), eq(clientMember.userId, userId)))
    .limit(1);
  return row?.client;
}

/** The clients `userId` is a member of, by name. */
export async function findMemberClients(db: Db, userId: string): Promise<ClientRow[]> {
  const rows = await db
    .select({ client })
    .from(client)
    .innerJoin(clientMember, eq(clientMember.clientId, client.id))
    .where(eq(clientMember.userId, userId))
    .orderBy(asc(client.name), asc(client.id));
  return rows.map((row) => row.client);
}

/** Which of `ids` name templates in the library, in one query. */
export async function findLibraryTemplateIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: template.id }).from(template).where(inArray(template.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function updateClientRow(db: Db, id: string, changes: Partial<NewClient>): Promise<ClientRow> {
  const [row] = await db
    .update(client)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(client.id, id))
    .returning();
  return row!;
}

/** Deletes the client (its keys, templates, members, pipelines and campaigns cascade) and then its account's user row. */
export async function deleteClientAndAccount(db: Db, target: ClientRow): Promise<void> {
  await db.delete(client).where(eq(client.id, target.id));
  await db.delete(user).where(eq(user.id, target.accountUserId));
}
