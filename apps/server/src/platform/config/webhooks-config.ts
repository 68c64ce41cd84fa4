import { z } from "zod";

/**
 * How webhook messages are retried (pg-boss's exponential backoff): the first retry after
 * `delaySeconds`, each later one about twice as late, never more than `maxDelaySeconds`
 * apart, for `windowSeconds` (24 hours) from the first try; then the delivery is failed.
 */
export interface WebhooksConfig {
  delaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

const seconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(fallback);

/** The variables, spread into the configuration's schema. */
export const webhooksEnv = {
  WEBHOOK_RETRY_DELAY_SECONDS: seconds(30),
  WEBHOOK_RETRY_MAX_DELAY_SECONDS: seconds(3600),
  WEBHOOK_RETRY_WINDOW_SECONDS: seconds(86_400),
};

type WebhooksEnv = { [Name in keyof typeof webhooksEnv]: number };

export const webhooksConfig = (env: WebhooksEnv): WebhooksConfig => ({
  delaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
  maxDelaySeconds: Math.max(env.WEBHOOK_RETRY_MAX_DELAY_SECONDS, env.WEBHOOK_RETRY_DELAY_SECONDS),
  windowSeconds: env.WEBHOOK_RETRY_WINDOW_SECONDS,
});
