import type { LiveEvent } from "@framewise/contracts";

/** A stand-in for the browser's EventSource that a test opens, feeds and breaks (`vi.stubGlobal("EventSource", FakeEventSource)`). */
export class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  send(event: LiveEvent) {
    this.listeners.get(event.type)?.(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
  fail() {
    this.onerror?.();
  }
}

/** The event source the code under test opened last. */
export const latestEventSource = () => FakeEventSource.made.at(-1)!;
