import { expect } from "vitest";
import type { TestClient } from "./http.ts";

/** Reads a server-sent event stream to its end, handing each event's data to `onEvent` as it comes. */
export async function readEventStream(response: Response, onEvent: (event: any) => void): Promise<void> {
  let buffer = "";
  for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data));
    }
  }
}

/** Reads a render's event stream until it finishes; answers every event. */
export async function watch(client: TestClient, id: string, onEvent?: (event: any) => void): Promise<any[]> {
  const response = await fetch(new URL(`/api/v1/renders/${id}/events`, client.baseUrl), { headers: client.cookieHeader() });
  expect(response.headers.get("content-type")).toBe("text/event-stream");
  const events: any[] = [];
  await readEventStream(response, (event) => {
    events.push(event);
    onEvent?.(event);
  });
  return events;
}
