import type { ImageProviderInfo } from "@framewise/contracts";
import type { ImageGenConfig, ImageProviderConfig } from "../../../platform/config/config.ts";
import type { ImageProvider } from "./image-provider.ts";
import { createAutomatic1111Provider } from "./automatic1111-provider.ts";
import { createComfyUiProvider } from "./comfyui/comfyui-provider.ts";
import {
  createFalImageProvider,
  createGoogleImageProvider,
  createOpenAiImageProvider,
  createReplicateImageProvider,
} from "./hosted-providers.ts";
import { createOfflineGenerator } from "./offline-generator.ts";

/** What the providers reach the network with; tests may pass their own. */
export interface ImageProviderDeps {
  fetch?: typeof globalThis.fetch;
}

export interface ImageProviderSet {
  /** The configured provider first (the create form's default), then the offline generator beside it. */
  all: readonly ImageProvider[];
  find(id: string): ImageProvider | undefined;
}

/** The providers this configuration offers: the configured one, and the offline preview generator always. */
export function createImageProviders(config: ImageGenConfig, deps: ImageProviderDeps = {}): ImageProviderSet {
  const offline = createOfflineGenerator();
  const all = config.provider.provider === "offline" ? [offline] : [configuredProvider(config.provider, deps), offline];
  return { all, find: (id) => all.find((provider) => provider.id === id) };
}

function configuredProvider(config: ImageProviderConfig, deps: ImageProviderDeps): ImageProvider {
  const connection = { ...config, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  switch (config.provider) {
    case "offline":
      return createOfflineGenerator();
    case "openai":
      return createOpenAiImageProvider(connection);
    case "fal":
      return createFalImageProvider(connection);
    case "replicate":
      return createReplicateImageProvider(connection);
    case "google":
      return createGoogleImageProvider(connection);
    case "comfyui":
      return createComfyUiProvider(connection);
    case "automatic1111":
      return createAutomatic1111Provider(connection);
  }
}

/** A provider as the create form sees it. */
export const imageProviderInfo = (provider: ImageProvider): ImageProviderInfo => ({
  id: provider.id,
  label: provider.label,
  model: provider.model,
  capabilities: [...provider.capabilities],
  offline_preview: provider.offlinePreview,
  native_upscale: [...provider.nativeUpscale],
});
