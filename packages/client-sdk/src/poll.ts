import { FramewiseApiError } from "./api-error.ts";

export interface PollOptions {
  signal?: AbortSignal;
  /** The first wait between reads, in ms (500); each wait is 1.5× the last, up to `maxIntervalMs` (5,000). */
  intervalMs?: number;
  maxIntervalMs?: number;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

/** Calls `read` until `done` holds, backing off between calls; a rate-limited read waits as long as the server asks. */
export async function pollUntil<T>(
  read: (signal?: AbortSignal) => Promise<T>,
  done: (value: T) => boolean,
  options: PollOptions,
): Promise<T> {
  const max = options.maxIntervalMs ?? 5_000;
  let interval = options.intervalMs ?? 500;
  for (;;) {
    let wait = interval;
    try {
      const value = await read(options.signal);
      if (done(value)) return value;
    } catch (error) {
      if (!(error instanceof FramewiseApiError && error.status === 429)) throw error;
      wait = Math.max(wait, (error.retryAfterSeconds ?? 1) * 1000);
    }
    await sleep(wait, options.signal);
    interval = Math.min(max, interval * 1.5);
  }
}
