import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { clientMember, user } from "../../platform/db/schema.ts";

export interface ClientMemberRow {
  userId: string;
  email: string;
  name: string;
  addedAt: Date;
}

const memberColumns = { userId: user.id, email: user.email, name: user.name, addedAt: clientMember.createdAt };

/** The client's members, by email. */
export async function findClientMembers(db: Db, clientId: string): Promise<ClientMemberRow[]> {
  return db
    .select(memberColumns)
    .from(clientMember)
    .innerJoin(user, eq(user.id, clientMember.userId))
    .where(eq(clientMember.clientId, clientId))
    .orderBy(asc(user.email));
}

export async function findClientMember(db: Db, clientId: string, userId: string): Promise<ClientMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(clientMember)
    .innerJoin(user, eq(user.id, clientMember.userId))
    .where(and(eq(clientMember.clientId, clientId), eq(clientMember.userId, userId)));
  return row;
}

/** The user with this address (any case), or undefined. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  return row?.id;
}

/** Adds the member unless they already are one. */
export async function insertClientMember(db: Db, values: { id: string; clientId: string; userId: string }): Promise<void> {
  await db.insert(clientMember).values(values).onConflictDoNothing();
}

export async function deleteClientMember(db: Db, clientId: string, userId: string): Promise<void> {
  await db.delete(clientMember).where(and(eq(clientMember.clientId, clientId), eq(clientMember.userId, userId)));
}
