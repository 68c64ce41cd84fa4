import type { TestClient } from "./http.ts";

/** A UI message stream chunk as the server sends it (`{ type, … }`). */
export type Chunk = Record<string, any> & { type: string };

/** Opens a request whose answer is a stream, with the client's cookies; the caller reads it. */
export function openStream(client: TestClient, method: "GET" | "POST", path: string, json?: unknown, signal?: AbortSignal) {
  return fetch(new URL(path, client.baseUrl), {
    method,
    headers: { origin: client.baseUrl, ...client.cookieHeader(), ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal,
  });
}

/** The chunks of an AI SDK UI message stream (server-sent `data:` lines), one by one, until `[DONE]`. */
export async function* uiChunks(response: Response): AsyncGenerator<Chunk> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += value;
    for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      for (const line of event.split("\n")) {
        if (!line.startsWith("data: ")) continue;
        if (line === "data: [DONE]") return;
        yield JSON.parse(line.slice("data: ".length)) as Chunk;
      }
    }
  }
}

/** Reads a stream until `count` text deltas have arrived; the stream stays open for the rest. */
export async function readDeltas(stream: AsyncGenerator<Chunk>, count: number): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  while (chunks.filter((chunk) => chunk.type === "text-delta").length < count) {
    const next = await stream.next();
    if (next.done) throw new Error(`The stream ended after ${JSON.stringify(chunks)}`);
    chunks.push(next.value);
  }
  return chunks;
}

/** Every chunk of a stream to its end. */
export async function allChunks(response: Response): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for await (const chunk of uiChunks(response)) chunks.push(chunk);
  return chunks;
}

/** The text the chunks spell out. */
export const streamedText = (chunks: Chunk[]) =>
  chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta as string)
    .join("");

/** The words of a stored UIMessage's text parts. */
export const partsText = (message: { parts: { type: string; text?: string }[] }) =>
  message.parts
    .filter((part) => part.type === "text")
    .map((part) => part.text)
    .join("");
