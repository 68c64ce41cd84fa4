import { readUIMessageStream, type UIMessage } from "ai";
import type { NumberedChunk } from "./stream-chunk-queries.ts";

/** The message a stored stream has built so far, read the way the browser reads it; undefined for no chunks. */
export async function messageFromChunks(chunks: NumberedChunk[]): Promise<UIMessage | undefined> {
  let message: UIMessage | undefined;
  const stream = new ReadableStream({
    start(controller) {
      for (const { chunk } of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const state of readUIMessageStream({ stream, onError: () => undefined })) message = state;
  return message;
}
