import type { UIMessage } from "ai";
import type { Db } from "../../platform/db/database.ts";
import { finishAnswer, findStreamingMessage, listStreamingMessages } from "./chat-turn-queries.ts";
import type { ChatMessageRow } from "./history/chat-queries.ts";
import { messageText } from "./history/message-text.ts";
import type { LiveAnswers } from "./live-answers.ts";
import { messageFromChunks } from "./message-from-chunks.ts";
import { listChunksAfter } from "./stream-chunk-queries.ts";

/** A process writing an answer touches it this often, so others can tell a living answer from one whose process died. */
export const ANSWER_HEARTBEAT_MS = 30_000;
const ABANDONED_AFTER_MS = 4 * ANSWER_HEARTBEAT_MS;

/** Closes an answer no process is writing any more: it keeps what its stored stream says, as stopped. */
async function closeAbandoned(db: Db, row: ChatMessageRow): Promise<void> {
  const message = await messageFromChunks(await listChunksAfter(db, row.id, -1));
  const parts = message?.parts ?? (row.parts as UIMessage["parts"]);
  await finishAnswer(
    db,
    row.chatId,
    row.id,
    { parts, text: messageText(parts), status: "stopped", error: null, inputTokens: row.inputTokens, outputTokens: row.outputTokens },
    false,
  );
}

/** At start with the embedded database, this process is the only one that could have been writing: every answer left arriving is closed. */
export async function recoverInterruptedAnswers(db: Db): Promise<number> {
  const interrupted = await listStreamingMessages(db);
  for (const row of interrupted) await closeAbandoned(db, row);
  return interrupted.length;
}

/**
 * The chat's answer that is arriving, if any. One that no process writes any more (not this one's,
 * and, where other processes share the database, silent past its heartbeat) is closed instead,
 * so a crashed process never leaves a chat waiting for ever.
 */
export async function arrivingAnswer(deps: { db: Db; live: LiveAnswers; exclusive: boolean }, chatId: string, now = Date.now()) {
  const row = await findStreamingMessage(deps.db, chatId);
  if (!row || deps.live.has(row.id)) return row;
  if (!deps.exclusive && now - row.updatedAt.getTime() < ABANDONED_AFTER_MS) return row;
  await closeAbandoned(deps.db, row);
  return undefined;
}
