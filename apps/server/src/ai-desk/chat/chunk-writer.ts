import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import { answerChannel, type AnswerNote } from "./answer-channel.ts";
import { insertChunks, type NumberedChunk } from "./stream-chunk-queries.ts";

/** A batch is written once this many chunks wait, or this long after the first of them. */
const BATCH_CHUNKS = 64;
const BATCH_MS = 50;

/**
 * Stores an answer's chunks as they arrive, in batches (one insert per batch, never two at once),
 * and tells other processes how far the stored stream goes. A failed write is logged and the
 * answer goes on: this process's followers have every chunk in memory.
 */
export function chunkWriter(deps: { db: Db; events: Events; log: FastifyBaseLogger }, messageId: string) {
  let waiting: NumberedChunk[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length)
      writing = writing.then(async () => {
        try {
          await insertChunks(deps.db, messageId, batch);
          const note: AnswerNote = { type: "chunks", upto: batch.at(-1)!.seq };
          await deps.events.publish(answerChannel(messageId), note);
        } catch (error) {
          deps.log.warn({ err: error, messageId }, "Could not store part of a chat answer's stream");
        }
      });
    return writing;
  };
  return {
    add(chunk: NumberedChunk) {
      waiting.push(chunk);
      if (waiting.length >= BATCH_CHUNKS) void flush();
      else timer ??= setTimeout(() => void flush(), BATCH_MS);
    },
    /** Writes what waits; settles when every batch is stored. */
    close: flush,
  };
}
