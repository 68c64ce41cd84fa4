import type { Config } from "../platform/config/config.ts";

/** CSP for the app: our own scripts only; connections to the analytics and error hosts when configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const connect = ["'self'"];
  if (config.posthog) connect.push(new URL(config.posthog.host).origin);
  if (config.sentryDsn) connect.push(new URL(config.sentryDsn).origin);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: connect,
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // Only behind https: on plain http (local use) it would break calls to http services.
    ...(config.publicUrl?.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The sign-in popup goes to the provider and comes back through the OAuth callback to the
 * popup-done page. Those two answers must not sever the popup from its opener, so they opt out;
 * every other page keeps references only to popups it opens itself.
 */
const POPUP_RETURN_PATHS = [/^\/api\/auth\/callback\//, /^\/auth\/popup-done\.(html|js)$/];

export function crossOriginOpenerPolicy(pathname: string): "unsafe-none" | "same-origin-allow-popups" {
  return POPUP_RETURN_PATHS.some((pattern) => pattern.test(pathname)) ? "unsafe-none" : "same-origin-allow-popups";
}
