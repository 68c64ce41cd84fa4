import type { StockConfig } from "../../platform/config/config.ts";
import { DomainError } from "../../kernel/errors.ts";

/** Takes one of the person's searches, or refuses with 429 `rate_limited` and `Retry-After` when the window's are spent. */
export type SearchLimit = (userId: string) => void;

/** People tracked before those with no search left in the window are forgotten. */
const SWEEP_AFTER = 1000;

/** "a minute", "8 minutes": a wait said in whole minutes, rounded up. */
const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
};
const windowName = (seconds: number) => (seconds < 60 || seconds % 60 ? `${seconds} seconds` : inMinutes(seconds));

/**
 * Each person's stock searches over a sliding window, so one person cannot spend the whole
 * server's allowance (the services count one key for everyone: Pexels 200 an hour, Unsplash 50
 * for a demo key, Pixabay 100 a minute). Kept in this process's memory like the search cache:
 * a restart forgives, and several API processes each allow the limit.
 */
export function searchLimit({ max, windowSeconds }: StockConfig["searchLimit"], now: () => number = Date.now): SearchLimit {
  const windowMs = windowSeconds * 1000;
  const spent = new Map<string, number[]>();
  const sweep = (since: number) => {
    for (const [userId, times] of spent) if (times.at(-1)! <= since) spent.delete(userId);
  };
  return (userId) => {
    const at = now();
    const since = at - windowMs;
    if (spent.size > SWEEP_AFTER) sweep(since);
    const times = (spent.get(userId) ?? []).filter((time) => time > since);
    if (times.length >= max) {
      const waitSeconds = Math.ceil((times[0]! + windowMs - at) / 1000);
      throw new DomainError(
        "rate_limited",
        "rate_limited",
        `Stock searches are limited to ${max} every ${windowName(windowSeconds)} for each person. Try again in ${inMinutes(waitSeconds)}.`,
        undefined,
        waitSeconds,
      );
    }
    spent.set(userId, [...times, at]);
  };
}
