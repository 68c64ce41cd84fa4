import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { apiKey, client } from "../../platform/db/schema.ts";
import type { ClientRow } from "../clients/client-queries.ts";

export type ApiKeyRow = typeof apiKey.$inferSelect;
export type NewApiKey = typeof apiKey.$inferInsert;

export async function insertApiKey(db: Db, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKey).values(values).returning();
  return row!;
}

/** The key with this hash and its client, or undefined. */
export async function findApiKeyByHash(db: Db, hash: string): Promise<{ key: ApiKeyRow; client: ClientRow } | undefined> {
  const [row] = await db
    .select({ key: apiKey, client })
    .from(apiKey)
    .innerJoin(client, eq(client.id, apiKey.clientId))
    .where(eq(apiKey.hash, hash));
  return row;
}

/** A client's keys, newest first (revoked ones too: the list shows them). */
export async function findClientApiKeys(db: Db, clientId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKey).where(eq(apiKey.clientId, clientId)).orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

/** The client's key `id`, or undefined (another client's key is absent alike). */
export async function findClientApiKey(db: Db, clientId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.clientId, clientId), eq(apiKey.id, id)));
  return row;
}

/** Revokes the key unless it already was; answers it as it is now. */
export async function revokeApiKeyRow(db: Db, id: string, at: Date): Promise<ApiKeyRow> {
  const [revoked] = await db
    .update(apiKey)
    .set({ revokedAt: at })
    .where(and(eq(apiKey.id, id), isNull(apiKey.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [current] = await db.select().from(apiKey).where(eq(apiKey.id, id));
  return current!;
}

/** Records a use, unless another request recorded one since `staleBefore` (so concurrent requests write once). */
export async function touchApiKey(db: Db, id: string, at: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKey)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKey.id, id), or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, staleBefore))));
}
