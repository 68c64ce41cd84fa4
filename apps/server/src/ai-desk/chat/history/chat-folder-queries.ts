import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { chatFolder } from "../../../platform/db/schema.ts";

export type ChatFolderRow = typeof chatFolder.$inferSelect;

/** The folder `id`, whoever owns it (the access check decides). */
export async function findChatFolderRow(db: Db, id: string): Promise<ChatFolderRow | undefined> {
  const [row] = await db.select().from(chatFolder).where(eq(chatFolder.id, id)).limit(1);
  return row;
}

/** A staff member's folders, by name. */
export function listChatFolders(db: Db, userId: string): Promise<ChatFolderRow[]> {
  return db.select().from(chatFolder).where(eq(chatFolder.userId, userId)).orderBy(asc(chatFolder.name), asc(chatFolder.createdAt));
}

export async function insertChatFolder(db: Db, userId: string, name: string): Promise<ChatFolderRow> {
  const [row] = await db.insert(chatFolder).values({ id: randomUUID(), userId, name }).returning();
  return row!;
}

export async function renameChatFolder(db: Db, id: string, name: string): Promise<ChatFolderRow> {
  const [row] = await db.update(chatFolder).set({ name }).where(eq(chatFolder.id, id)).returning();
  return row!;
}

/** Deletes the folder; its chats stay, unfiled (the foreign key sets their folder to null). */
export async function deleteChatFolder(db: Db, id: string): Promise<void> {
  await db.delete(chatFolder).where(eq(chatFolder.id, id));
}
