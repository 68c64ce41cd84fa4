import type { GeneratedImageDetail, GeneratedImageSummary, ImageGeneration, ImageProviderInfo, ImageRecipe } from "@framewise/contracts";

/** Wire shapes for the image studio's component tests. */
export const recipeOf = (overrides: Partial<ImageRecipe> = {}): ImageRecipe => ({
  kind: "generate",
  prompt: "A lighthouse at dawn",
  negative_prompt: "fog",
  vibe_id: null,
  vibe_name: null,
  aspect_ratio: "16:9",
  width: 1344,
  height: 768,
  seed: 4242,
  provider: "offline",
  model: "offline-preview",
  parent_image_id: null,
  reference_asset_ids: [],
  instruction: null,
  ...overrides,
});

export const imageOf = (id: string, overrides: Partial<GeneratedImageSummary> = {}): GeneratedImageSummary => ({
  id,
  generation_id: "gen-1",
  width: 1344,
  height: 768,
  url: `/api/v1/image-gen/images/${id}/file`,
  thumbnails: {
    small: `/api/v1/image-gen/images/${id}/thumbnails/small`,
    medium: `/api/v1/image-gen/images/${id}/thumbnails/medium`,
    large: `/api/v1/image-gen/images/${id}/thumbnails/large`,
  },
  favourite: false,
  public: false,
  board_id: null,
  offline_preview: true,
  likes: 0,
  remixes: 0,
  liked: false,
  mine: true,
  asset_id: null,
  recipe: recipeOf(),
  created_at: "2026-11-24T10:00:00Z",
  ...overrides,
});

export const detailOf = (id: string, overrides: Partial<GeneratedImageDetail> = {}): GeneratedImageDetail => ({
  ...imageOf(id),
  ancestors: [],
  children: [],
  ...overrides,
});

export const generationOf = (id: string, overrides: Partial<ImageGeneration> = {}): ImageGeneration => ({
  id,
  status: "queued",
  progress: null,
  step: null,
  error: null,
  count: 2,
  board_id: null,
  recipe: recipeOf(),
  images: [],
  created_at: "2026-11-24T10:00:00Z",
  started_at: null,
  finished_at: null,
  ...overrides,
});

export const offlineProvider: ImageProviderInfo = {
  id: "offline",
  label: "Offline preview",
  model: "offline-preview",
  capabilities: ["seed"],
  offline_preview: true,
  native_upscale: [],
};

export const providersAnswer = (providers: ImageProviderInfo[] = [offlineProvider], left = 47) => ({
  data: { providers, default_provider: providers[0]!.id, quota: { limit: 50, used: 50 - left, left, resets_at: "2026-12-01T00:00:00Z" } },
});
