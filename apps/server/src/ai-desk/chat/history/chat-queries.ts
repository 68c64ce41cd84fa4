import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { chat, chatMessage } from "../../../platform/db/schema.ts";

export type ChatRow = typeof chat.$inferSelect;
export type ChatMessageRow = typeof chatMessage.$inferSelect;
export type NewChatMessage = typeof chatMessage.$inferInsert;

/** The chat `id`, whoever owns it (the access check decides). */
export async function findChatRow(db: Db, id: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chat).where(eq(chat.id, id)).limit(1);
  return row;
}

/** Renames, pins or files a chat. Its `updated_at` stays: the list orders by activity, not by tidying. */
export async function updateChatRow(
  db: Db,
  id: string,
  changes: Partial<Pick<ChatRow, "title" | "pinned" | "folderId">>,
): Promise<ChatRow> {
  const [row] = await db.update(chat).set(changes).where(eq(chat.id, id)).returning();
  return row!;
}

/** Deletes a chat with its messages and their stored streams (the foreign keys cascade). */
export async function deleteChatRow(db: Db, id: string): Promise<void> {
  await db.delete(chat).where(eq(chat.id, id));
}

/** Every message of the chat's tree, oldest first. */
export function listChatMessages(db: Db, chatId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessage).where(eq(chatMessage.chatId, chatId)).orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
}

/** A whole chat at once (an import): the chat, then its messages parents first, in one transaction. */
export function insertChatWithMessages(db: Db, values: typeof chat.$inferInsert, messages: NewChatMessage[]): Promise<ChatRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chat).values(values).returning();
    // In batches: one statement's parameters are capped (65,535), and a message takes a dozen.
    for (let start = 0; start < messages.length; start += 500) await tx.insert(chatMessage).values(messages.slice(start, start + 500));
    return row!;
  });
}
