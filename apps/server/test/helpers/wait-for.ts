import { vi } from "vitest";
import type { TestClient } from "./http.ts";
import { watch } from "./render-events.ts";

/**
 * Waits for something the test can await (a response, an event, a promise a callback resolves),
 * failing after `timeoutMs` with a message naming it rather than hanging until the test's timeout.
 */
export async function within<T>(what: string, happening: Promise<T>, timeoutMs = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`)), timeoutMs);
  });
  try {
    return await Promise.race([happening, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads `read` again until `done` holds, for states nothing announces (an asset's processing, a
 * folder emptied by the server); fails after `timeoutMs` naming `what` and the last value seen.
 */
export async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** Follows a render's events until it finishes; answers its last event (`done`, `failed` or `cancelled`). */
export async function renderFinished(client: TestClient, id: string, timeoutMs = 60_000): Promise<any> {
  return (await within(`render ${id} to finish`, watch(client, id), timeoutMs)).at(-1);
}
