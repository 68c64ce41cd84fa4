import { and, asc, eq, gt, max } from "drizzle-orm";
import type { UIMessageChunk } from "ai";
import type { Db } from "../../platform/db/database.ts";
import { chatStreamChunk } from "../../platform/db/schema.ts";

/** One chunk of an answer's stream, numbered in the order it arrived. */
export interface NumberedChunk {
  seq: number;
  chunk: UIMessageChunk;
}

/** Stores chunks of an answer's stream (a batch at once). */
export async function insertChunks(db: Db, messageId: string, chunks: NumberedChunk[]): Promise<void> {
  if (chunks.length) await db.insert(chatStreamChunk).values(chunks.map(({ seq, chunk }) => ({ messageId, seq, chunk })));
}

/** The stored chunks after `afterSeq`, in order. */
export async function listChunksAfter(db: Db, messageId: string, afterSeq: number): Promise<NumberedChunk[]> {
  const rows = await db
    .select({ seq: chatStreamChunk.seq, chunk: chatStreamChunk.chunk })
    .from(chatStreamChunk)
    .where(and(eq(chatStreamChunk.messageId, messageId), gt(chatStreamChunk.seq, afterSeq)))
    .orderBy(asc(chatStreamChunk.seq));
  return rows as NumberedChunk[];
}

/** The last stored chunk's number, or -1 without any (a continuation numbers on from it). */
export async function lastChunkSeq(db: Db, messageId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(chatStreamChunk.seq) })
    .from(chatStreamChunk)
    .where(eq(chatStreamChunk.messageId, messageId));
  return row?.last ?? -1;
}
