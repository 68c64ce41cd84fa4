import { expect } from "vitest";
import type { TestClient } from "./http.ts";
import { readEventStream } from "./render-events.ts";
import { within } from "./wait-for.ts";

export interface UserEvents {
  /** Every event received so far, in order. */
  events: any[];
  /** Resolves with the events once `done` holds for them (fails naming `what` after a while). */
  until(what: string, done: (events: any[]) => boolean): Promise<any[]>;
  close(): void;
}

/** Opens the signed-in user's event stream (`GET /api/v1/events`) and keeps reading it in the background. */
export async function openUserEvents(client: TestClient): Promise<UserEvents> {
  const closed = new AbortController();
  const response = await fetch(new URL("/api/v1/events", client.baseUrl), { headers: client.cookieHeader(), signal: closed.signal });
  expect(response.headers.get("content-type")).toBe("text/event-stream");
  const events: any[] = [];
  const waiters = new Set<() => void>();
  void readEventStream(response, (event) => {
    events.push(event);
    waiters.forEach((waiter) => waiter());
  }).catch(() => undefined); // ended by close()
  return {
    events,
    until: (what, done) =>
      within(
        what,
        new Promise<any[]>((resolve) => {
          const check = () => done(events) && (waiters.delete(check), resolve(events));
          waiters.add(check);
          check();
        }),
      ),
    close: () => closed.abort(),
  };
}
