import { z } from "zod";

/** The public render API's limits (issue 22); a render's length is RENDER_MAX_MINUTES, as for people. */
export interface PublicApiConfig {
  /** Requests each API key may make per minute (per API process); more answer 429 with `Retry-After`. */
  rateLimitPerMinute: number;
  /** How long a signed media link (`video_url`, `poster_url`) works, on local storage and S3 alike. */
  mediaLinkSeconds: number;
}

/** The variables, spread into the configuration's schema. */
export const publicApiEnv = {
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  API_MEDIA_LINK_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
};

type PublicApiEnv = { [Name in keyof typeof publicApiEnv]: number };

export const publicApiConfig = (env: PublicApiEnv): PublicApiConfig => ({
  rateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
  mediaLinkSeconds: env.API_MEDIA_LINK_SECONDS,
});
