/** Runtime configuration the server writes into /app-config.js before the app loads. */
export interface AppConfig {
  imageBrandHosts: string[];
  posthog: { key: string; host: string } | null;
  sentryDsn: string | null;
  oidcProviders: { id: string; name: string }[];
  identityTokenTtlSeconds: number;
}

declare global {
  interface Window {
    __FRAMEWISE_CONFIG__?: AppConfig;
  }
}

export const appConfig: AppConfig = window.__FRAMEWISE_CONFIG__ ?? {
  imageBrandHosts: [],
  posthog: null,
  sentryDsn: null,
  oidcProviders: [],
  identityTokenTtlSeconds: 900,
};

export function isImageBrandHost(hostname = location.hostname): boolean {
  return appConfig.imageBrandHosts.includes(hostname.toLowerCase());
}
