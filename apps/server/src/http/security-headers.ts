import type { Config } from "../config/config.ts";

/** CSP for the app: our own scripts only; connections to the analytics and error hosts when configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const connect = ["'self'"];
  if (config.posthog) connect.push(new URL(config.posthog.host).origin);
  if (config.sentryDsn) connect.push(new URL(config.sentryDsn).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: connect,
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: [],
  };
}
