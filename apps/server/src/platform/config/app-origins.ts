import type { Config } from "./config.ts";

/**
 * The origins the app is served from besides each request's own: PUBLIC_URL and the image-brand
 * hosts (the same app under another name, on PUBLIC_URL's protocol). Better Auth trusts these,
 * and so does the check on cookie-authenticated writes.
 */
export function configuredAppOrigins(config: Config): string[] {
  const protocol = config.publicUrl ? new URL(config.publicUrl).protocol : "http:";
  return [...(config.publicUrl ? [new URL(config.publicUrl).origin] : []), ...config.imageBrandHosts.map((host) => `${protocol}//${host}`)];
}
