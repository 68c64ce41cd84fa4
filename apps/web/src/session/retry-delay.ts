/** Pauses between tries of a request that got no answer: quick at first, then twice a minute. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
}
