import type { UIMessageChunk } from "ai";
import type { NumberedChunk } from "./stream-chunk-queries.ts";

type Listener = (chunk: NumberedChunk | "end") => void;

/** An answer this process is writing: its chunks so far, its followers, and how to stop it. */
export interface LiveAnswer {
  readonly messageId: string;
  /** The number of this run's first chunk (a continuation's stream numbers on from the one it continues). */
  readonly firstSeq: number;
  /** Numbers and keeps a chunk, and hands it to every follower. */
  push(chunk: UIMessageChunk): NumberedChunk;
  /** Calls `listener` with the chunks from `fromSeq` on, those kept first, until "end"; answers the unsubscribe. */
  follow(fromSeq: number, listener: Listener): () => void;
  end(): void;
  /** Aborts the model call; the answer ends as stopped. */
  stop(): void;
  /** Settles once the answer is saved and its followers are told. */
  readonly ended: Promise<void>;
}

export function liveAnswer(messageId: string, earlier: NumberedChunk[], abort: AbortController): LiveAnswer {
  const chunks = [...earlier];
  const firstSeq = (earlier.at(-1)?.seq ?? -1) + 1;
  const listeners = new Set<Listener>();
  let finished = false;
  let settle!: () => void;
  const ended = new Promise<void>((resolve) => (settle = resolve));
  return {
    messageId,
    firstSeq,
    push(chunk) {
      const numbered = { seq: firstSeq + chunks.length - earlier.length, chunk };
      chunks.push(numbered);
      for (const listener of listeners) listener(numbered);
      return numbered;
    },
    follow(fromSeq, listener) {
      for (const numbered of chunks) if (numbered.seq >= fromSeq) listener(numbered);
      if (finished) {
        listener("end");
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end() {
      finished = true;
      for (const listener of listeners) listener("end");
      listeners.clear();
      settle();
    },
    stop: () => abort.abort(),
    ended,
  };
}

/** This process's answers being written, by message id. */
export type LiveAnswers = Map<string, LiveAnswer>;
