/** Runtime configuration the server writes into /app-config.js before the app loads. */
export interface ImageBrand {
  name: string;
  logoUrl: string | null;
  /** A colour like "#7c3aed". */
  color: string;
}

export interface AppConfig {
  imageBrandHosts: string[];
  imageBrand: ImageBrand;
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
  imageBrand: { name: "Framewise Images", logoUrl: null, color: "#7c3aed" },
  posthog: null,
  sentryDsn: null,
  oidcProviders: [],
  identityTokenTtlSeconds: 900,
};

export function isImageBrandHost(hostname = location.hostname): boolean {
  return appConfig.imageBrandHosts.includes(hostname.toLowerCase());
}

/** The image-only brand on its hosts; null everywhere else, where the app is Framewise. */
export function imageBrandHere(hostname = location.hostname): ImageBrand | null {
  return isImageBrandHost(hostname) ? appConfig.imageBrand : null;
}
