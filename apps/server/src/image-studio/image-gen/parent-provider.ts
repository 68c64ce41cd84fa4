import type { ImageGenDeps } from "./image-gen-deps.ts";
import type { GenerationRow } from "./generation-queries.ts";
import type { ImageProvider } from "./providers/image-provider.ts";

/** The provider that made an image, for work on it; the default one when that is no longer configured. */
export const parentProvider = (deps: ImageGenDeps, source: GenerationRow): ImageProvider =>
  deps.providers.find(source.provider) ?? deps.providers.all[0]!;
