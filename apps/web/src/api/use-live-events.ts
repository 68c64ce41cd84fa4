import { useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveEvent } from "@framewise/contracts";

export const LIVE_EVENTS_PATH = "/api/v1/events";
/** Waits before opening the stream again after it broke: doubling from the first to the last. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export interface LiveEventHandlers {
  onEvent(event: LiveEvent): void;
  /**
   * The stream is open, the first time or back after a break: what changed before it listened
   * (while a screen's first answer was on its way, or while it was down) must be read again, with
   * `readAgain` (read-again.ts): an answer still on its way may predate the change.
   */
  onResync(): void;
}

/**
 * One server-sent event stream for the whole tab, opened while any screen listens and closed
 * after the last one stops. A break (the server restarting, a proxy's timeout, a 502) closes it
 * and it opens again after 1, 2, 4 … 30 s; `connected` says whether it is up meanwhile.
 */
class LiveConnection {
  private source: EventSource | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_RETRY_MS;
  private readonly handlers = new Set<LiveEventHandlers>();
  private readonly watchers = new Set<() => void>();
  connected = false;

  add(handlers: LiveEventHandlers): () => void {
    this.handlers.add(handlers);
    if (this.handlers.size === 1) this.open();
    return () => {
      this.handlers.delete(handlers);
      if (this.handlers.size === 0) this.stop();
    };
  }

  watch = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  };

  private setConnected(connected: boolean) {
    if (this.connected === connected) return;
    this.connected = connected;
    this.watchers.forEach((watcher) => watcher());
  }

  private open() {
    const source = new EventSource(LIVE_EVENTS_PATH, { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.delay = FIRST_RETRY_MS;
      this.setConnected(true);
      this.handlers.forEach((handlers) => handlers.onResync());
    };
    source.onerror = () => {
      // EventSource would retry on its own only for some failures; one schedule covers them all.
      source.close();
      this.source = undefined;
      this.setConnected(false);
      this.timer = setTimeout(() => this.open(), this.delay);
      this.delay = Math.min(this.delay * 2, LAST_RETRY_MS);
    };
    const deliver = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as LiveEvent;
      this.handlers.forEach((handlers) => handlers.onEvent(event));
    };
    source.addEventListener("render", deliver);
    source.addEventListener("asset", deliver);
    source.addEventListener("voicing", deliver);
    source.addEventListener("image-gen", deliver);
    // Staff only: the server sends these to staff streams alone.
    source.addEventListener("prompt-test-run", deliver);
  }

  private stop() {
    clearTimeout(this.timer);
    this.source?.close();
    this.source = undefined;
    this.delay = FIRST_RETRY_MS;
    this.setConnected(false);
  }
}

const connection = new LiveConnection();

/**
 * Hears what changes about the signed-in user's renders, assets, new videos' voices and image generations while the calling screen is
 * shown. Answers whether the stream is up: while it is not, callers poll as before.
 */
export function useLiveEvents(handlers: LiveEventHandlers): boolean {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(
    () =>
      connection.add({
        onEvent: (event) => latest.current.onEvent(event),
        onResync: () => latest.current.onResync(),
      }),
    [],
  );
  return useSyncExternalStore(connection.watch, () => connection.connected);
}
