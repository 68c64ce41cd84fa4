import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { chat, chatMessage, chatStreamChunk } from "../../platform/db/schema.ts";
import type { ChatMessageRow, ChatRow, NewChatMessage } from "./history/chat-queries.ts";

/** Starts a chat for its owner. */
export async function insertChat(db: Db, values: typeof chat.$inferInsert): Promise<ChatRow> {
  const [row] = await db.insert(chat).values(values).returning();
  return row!;
}

/** The chat's message `id`; undefined when it is not one of this chat's. */
export async function findChatMessage(db: Db, chatId: string, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.chatId, chatId), eq(chatMessage.id, id)))
    .limit(1);
  return row;
}

/** The answer still arriving in the chat (at most one at a time), if any. */
export async function findStreamingMessage(db: Db, chatId: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.chatId, chatId), eq(chatMessage.status, "streaming")))
    .limit(1);
  return row;
}

/** Every answer still arriving, in any chat (after a crash of the one process that wrote them). */
export function listStreamingMessages(db: Db): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessage).where(eq(chatMessage.status, "streaming"));
}

/** What a turn writes: a new question (or none), and the answer it starts or continues. */
export interface TurnWrite {
  chatId: string;
  question?: NewChatMessage;
  /** A new answer to insert, or the id of the one a tool approval continues (with its parts as approved). */
  answer: NewChatMessage | { id: string; parts: unknown[] };
  modelId: string;
  /** The chat's new title (its first question's first words). */
  title?: string;
}

/**
 * Writes a turn's messages and points the chat at the answer, in one transaction with the chat's
 * row locked, so two turns at once cannot both start: "busy", writing nothing, when an answer is
 * already arriving; "taken" when the question's id is another message's. A continued answer goes
 * back to streaming with the parts it has.
 */
export function startTurn(db: Db, write: TurnWrite): Promise<"started" | "busy" | "taken"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: chat.id }).from(chat).where(eq(chat.id, write.chatId)).for("update");
    const [arriving] = await tx
      .select({ id: chatMessage.id })
      .from(chatMessage)
      .where(and(eq(chatMessage.chatId, write.chatId), eq(chatMessage.status, "streaming")))
      .limit(1);
    if (arriving) return "busy";
    if (write.question) {
      const inserted = await tx.insert(chatMessage).values(write.question).onConflictDoNothing().returning({ id: chatMessage.id });
      if (!inserted.length) return "taken";
    }
    const answer = write.answer;
    if ("chatId" in answer) await tx.insert(chatMessage).values(answer);
    else
      await tx
        .update(chatMessage)
        .set({ parts: answer.parts, status: "streaming", error: null, modelId: write.modelId, updatedAt: new Date() })
        .where(eq(chatMessage.id, answer.id));
    await tx
      .update(chat)
      .set({ currentLeafId: answer.id, modelId: write.modelId, updatedAt: new Date(), ...(write.title ? { title: write.title } : {}) })
      .where(eq(chat.id, write.chatId));
    return "started";
  });
}

/** How an answer ended, as saved. */
export interface AnswerEnd {
  parts: unknown[];
  text: string;
  status: "done" | "stopped" | "failed";
  error: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

/**
 * Saves an answer's final parts and drops its stored stream, in one transaction, so a reader
 * finds either the stream or the whole answer. `keepStream`: the answer waits for an approval
 * and its continuation's replay starts with this stream.
 */
export function finishAnswer(db: Db, chatId: string, messageId: string, end: AnswerEnd, keepStream: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(chatMessage)
      .set({ ...end, updatedAt: new Date() })
      .where(eq(chatMessage.id, messageId));
    if (!keepStream) await tx.delete(chatStreamChunk).where(eq(chatStreamChunk.messageId, messageId));
    await tx.update(chat).set({ updatedAt: new Date() }).where(eq(chat.id, chatId));
  });
}

/** Drops the streams kept for answers that waited for an approval, once the chat moves on without it. */
export async function dropKeptStreams(db: Db, chatId: string): Promise<void> {
  await db.execute(
    sql`delete from ${chatStreamChunk} where ${chatStreamChunk.messageId} in (select ${chatMessage.id} from ${chatMessage} where ${chatMessage.chatId} = ${chatId} and ${chatMessage.status} <> 'streaming')`,
  );
}

/** Says an answer's process is still writing it. */
export async function touchAnswer(db: Db, messageId: string): Promise<void> {
  await db.update(chatMessage).set({ updatedAt: new Date() }).where(eq(chatMessage.id, messageId));
}

/** Shows another branch: the chat's current leaf. */
export async function setCurrentLeaf(db: Db, chatId: string, leafId: string): Promise<void> {
  await db.update(chat).set({ currentLeafId: leafId }).where(eq(chat.id, chatId));
}
