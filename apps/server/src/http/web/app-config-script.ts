import type { Config } from "../../platform/config/config.ts";

/** /app-config.js: the runtime settings the browser app reads before it starts. */
export function appConfigScript(config: Config): string {
  const browserConfig = {
    imageBrandHosts: config.imageBrandHosts,
    // Shown only on the image-brand hosts; harmless to every other page.
    imageBrand: { name: config.imageBrand.name, logoUrl: config.imageBrand.logoUrl ?? null, color: config.imageBrand.color },
    posthog: config.posthog ?? null,
    sentryDsn: config.sentryDsn ?? null,
    oidcProviders: config.oidcProviders.map(({ id, name }) => ({ id, name })),
    identityTokenTtlSeconds: config.identityTokenTtlSeconds,
  };
  // Escape "<" so no value can close the script early.
  return `window.__FRAMEWISE_CONFIG__ = ${JSON.stringify(browserConfig).replace(/</g, "\\u003c")};\n`;
}
