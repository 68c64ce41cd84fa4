import type { QueueOptions } from "pg-boss";
import type { WebhooksConfig } from "../../platform/config/webhooks-config.ts";

/**
 * The retries pg-boss needs so that even its shortest backoff delays reach the window: it waits
 * between `delay × 2^n` and twice that before retry n+1 (with jitter), capped at `maxDelay`.
 */
export function retryLimitFor(config: WebhooksConfig): number {
  let waited = 0;
  let retries = 0;
  while (waited < config.windowSeconds) {
    waited += Math.min(config.maxDelaySeconds, config.delaySeconds * 2 ** Math.min(16, retries));
    retries++;
  }
  return retries;
}

/** The webhook queue's retry options: pg-boss's own exponential backoff. */
export const webhookQueueOptions = (config: WebhooksConfig): QueueOptions => ({
  retryLimit: retryLimitFor(config),
  retryDelay: config.delaySeconds,
  retryBackoff: true,
  retryDelayMax: config.maxDelaySeconds,
  // One try is one request with a 15 s limit: a try still active after a minute died with its process.
  expireInSeconds: 60,
});

/**
 * After a failed try: try again, or give up, because the window since the cycle began has passed
 * (a resend starts a new cycle) or pg-boss has no retries left.
 */
export function afterFailure(
  config: WebhooksConfig,
  attempt: { cycleStartedAt: Date; now: Date; retryCount: number; retryLimit: number },
): "retry" | "give_up" {
  const elapsedSeconds = (attempt.now.getTime() - attempt.cycleStartedAt.getTime()) / 1000;
  if (elapsedSeconds >= config.windowSeconds || attempt.retryCount >= attempt.retryLimit) return "give_up";
  return "retry";
}
