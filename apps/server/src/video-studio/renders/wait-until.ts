import type { Events } from "../../platform/events/events.ts";

export interface WaitOptions<T> {
  events: Events;
  /** Where the events that may change the answer are published. */
  channel: string;
  /** Whether an event on `channel` may change the answer (it is looked at again). */
  relevant: (payload: unknown) => boolean;
  /** Reads the state: done when it answers `ready: true`. */
  check: () => Promise<{ ready: boolean; value: T }>;
  /** Gives up after this long, answering the state as last read. */
  timeoutMs: number;
  /** A cancel: throws its reason. */
  signal: AbortSignal;
}

/**
 * Waits for a state another job changes (an asset processed, a video's voices recorded): read
 * once, then again after each relevant event, never on a clock. Subscribed before the first
 * read, so an event landing in between is not missed. Answers the last state read: ready, or
 * not ready when `timeoutMs` passed first.
 */
export async function waitUntil<T>({ events, channel, relevant, check, timeoutMs, signal }: WaitOptions<T>): Promise<T> {
  const late = AbortSignal.timeout(timeoutMs);
  let changed = false;
  let wake = () => {};
  const unsubscribe = events.subscribe(channel, (payload) => {
    if (!relevant(payload)) return;
    changed = true;
    wake();
  });
  const stop = () => wake();
  late.addEventListener("abort", stop);
  signal.addEventListener("abort", stop);
  try {
    for (;;) {
      changed = false;
      const state = await check();
      signal.throwIfAborted();
      if (state.ready || late.aborted) return state.value;
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
      signal.throwIfAborted();
    }
  } finally {
    unsubscribe();
    late.removeEventListener("abort", stop);
    signal.removeEventListener("abort", stop);
  }
}
