import type { UIMessageChunk } from "ai";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import { answerChannel, type AnswerNote } from "./answer-channel.ts";
import { findChatMessage } from "./chat-turn-queries.ts";
import type { LiveAnswers } from "./live-answers.ts";
import { listChunksAfter } from "./stream-chunk-queries.ts";

export interface FollowDeps {
  db: Db;
  events: Events;
  live: LiveAnswers;
}

/**
 * An answer's chunks from `fromSeq` on, then live until it ends: from memory when this process
 * writes it, else from the database as the writing process stores them (it says so on the answer's
 * channel). The answer just started is followed from memory even if it has already ended. Cancelling the stream (a reader gone) stops only the following, never the answer.
 */
export function followAnswer(
  deps: FollowDeps,
  chatId: string,
  messageId: string,
  fromSeq: number,
  live = deps.live.get(messageId),
): ReadableStream<UIMessageChunk> {
  let unsubscribe: (() => void) | undefined;
  if (live)
    return new ReadableStream({
      start(controller) {
        unsubscribe = live.follow(fromSeq, (chunk) => (chunk === "end" ? controller.close() : controller.enqueue(chunk.chunk)));
      },
      cancel: () => unsubscribe?.(),
    });
  let closed = false;
  let last = fromSeq - 1;
  let reading = Promise.resolve();
  return new ReadableStream({
    async start(controller) {
      const readOn = () =>
        (reading = reading.then(async () => {
          if (closed) return;
          for (const { seq, chunk } of await listChunksAfter(deps.db, messageId, last)) {
            controller.enqueue(chunk);
            last = seq;
          }
        }));
      const finish = () =>
        void readOn().then(() => {
          if (closed) return;
          closed = true;
          unsubscribe?.();
          // The writer drops the stored stream as the answer ends, so the last chunks may be gone: a
          // finish tells the reader it is over, and the saved answer is what it reads next.
          controller.enqueue({ type: "finish" });
          controller.close();
        });
      // Listening before reading, so no batch falls between the two.
      unsubscribe = deps.events.subscribe(answerChannel(messageId), (payload) => {
        const note = payload as AnswerNote;
        if (note.type === "end") finish();
        else if (note.type === "chunks") void readOn();
      });
      await readOn();
      const message = await findChatMessage(deps.db, chatId, messageId);
      if (message?.status !== "streaming") finish();
    },
    cancel() {
      closed = true;
      unsubscribe?.();
    },
  });
}
