import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GeneratedImageDetail,
  GeneratedImageSummary,
  ImageAspectRatio,
  ImageBoard,
  ImageDownloadFormat,
  ImageGeneration,
  ImageGenQuota,
  ImageProviderInfo,
  ImageRecipe,
  ImageVibe,
} from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useImageGenEvents } from "./live-generations";

export const IMAGE_GEN_API = "/api/v1/image-gen";
/** Every image-studio query starts with this key, so one invalidation refreshes them all. */
export const IMAGE_GEN_KEY = ["image-gen"] as const;
export const imageGenKeys = {
  providers: [...IMAGE_GEN_KEY, "providers"] as const,
  generations: [...IMAGE_GEN_KEY, "generations"] as const,
  generation: (id: string) => [...IMAGE_GEN_KEY, "generations", id] as const,
  active: [...IMAGE_GEN_KEY, "generations", "active"] as const,
  /** Single images and every list of images. */
  images: [...IMAGE_GEN_KEY, "images"] as const,
  image: (id: string) => [...IMAGE_GEN_KEY, "images", id] as const,
  boards: [...IMAGE_GEN_KEY, "boards"] as const,
  vibes: [...IMAGE_GEN_KEY, "vibes"] as const,
};

export interface ImageProviders {
  providers: ImageProviderInfo[];
  default_provider: string;
  quota: ImageGenQuota;
}

/** What `POST /generations` takes. */
export interface GenerationRequest {
  prompt: string;
  negative_prompt?: string;
  vibe_id?: string;
  aspect_ratio: ImageAspectRatio;
  count: number;
  seed?: number;
  reference_asset_ids?: string[];
  provider?: string;
  board_id?: string;
  remix_of_image_id?: string;
}

export type ImagePatch = Partial<Pick<GeneratedImageSummary, "favourite" | "public" | "board_id">>;

const get = async <T>(path: string) => (await apiRequest<{ data: T }>(`${IMAGE_GEN_API}${path}`)).data;
const post = async <T>(path: string, body?: unknown) =>
  (await apiRequest<{ data: T }>(`${IMAGE_GEN_API}${path}`, { method: "POST", body: body ?? {} })).data;

/** The configured providers, the default one, and what is left of the caller's monthly quota. */
export const useImageProviders = () => useQuery({ queryKey: imageGenKeys.providers, queryFn: () => get<ImageProviders>("/providers") });

/** The provider a form uses: the chosen one, else the default. */
export function providerOf(answer: ImageProviders | undefined, id?: string | null): ImageProviderInfo | undefined {
  if (!answer) return undefined;
  return answer.providers.find((provider) => provider.id === (id || answer.default_provider)) ?? answer.providers[0];
}

/**
 * Whether a recipe's seed means anything: false when the provider that made it is configured and
 * declares no `seed` (OpenAI's Images API, for one, ignores seeds). A provider no longer
 * configured may have used it, so its seed is kept.
 */
export function seedMatters(answer: ImageProviders | undefined, recipe: Pick<ImageRecipe, "provider">): boolean {
  const maker = answer?.providers.find((provider) => provider.id === recipe.provider);
  return !maker || maker.capabilities.includes("seed");
}

/** One generation, kept current by the live events (never polled); `enabled` false reads nothing (e.g. someone else's generation). */
export function useGeneration(id: string, initial?: ImageGeneration, enabled = true) {
  useImageGenEvents();
  return useQuery({
    queryKey: imageGenKeys.generation(id),
    queryFn: () => get<ImageGeneration>(`/generations/${id}`),
    initialData: initial,
    enabled: enabled && id !== "",
    // An event says when it changed; the initial copy comes from a fresh list.
    staleTime: initial ? Infinity : 0,
  });
}

/** The caller's queued and running generations, newest first: what a reload must show again. */
export function useActiveGenerations() {
  useImageGenEvents();
  return useQuery({ queryKey: imageGenKeys.active, queryFn: () => get<ImageGeneration[]>("/generations?active=true") });
}

/** A generation the server just accepted: cached for its card, listed as active, and the quota read again. */
export function useAcceptGeneration() {
  const client = useQueryClient();
  return (generation: ImageGeneration) => {
    client.setQueryData(imageGenKeys.generation(generation.id), generation);
    client.setQueryData<ImageGeneration[]>(imageGenKeys.active, (list) => [
      generation,
      ...(list ?? []).filter((other) => other.id !== generation.id),
    ]);
    void client.invalidateQueries({ queryKey: imageGenKeys.providers });
  };
}

export function useStartGeneration() {
  const accept = useAcceptGeneration();
  return useMutation({
    mutationFn: (request: GenerationRequest) => post<ImageGeneration>("/generations", request),
    onSuccess: accept,
  });
}

export function useMakeVariations() {
  const accept = useAcceptGeneration();
  return useMutation({
    mutationFn: ({ imageId, count }: { imageId: string; count?: number }) =>
      post<ImageGeneration>(`/images/${imageId}/variations`, count ? { count } : {}),
    onSuccess: accept,
  });
}

export function useUpscaleImage() {
  const accept = useAcceptGeneration();
  return useMutation({
    mutationFn: ({ imageId, factor }: { imageId: string; factor: 2 | 4 }) =>
      post<ImageGeneration>(`/images/${imageId}/upscale`, { factor }),
    onSuccess: accept,
  });
}

export function useCancelGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<ImageGeneration>(`/generations/${id}/cancel`),
    onSuccess: (generation) => {
      client.setQueryData(imageGenKeys.generation(generation.id), generation);
      void client.invalidateQueries({ queryKey: imageGenKeys.active });
      void client.invalidateQueries({ queryKey: imageGenKeys.providers });
    },
  });
}

/** One image (the caller's or a public one) with its recipe and lineage both ways; an empty id (none chosen yet) reads nothing. */
export const useImage = (id: string) =>
  useQuery({ queryKey: imageGenKeys.image(id), queryFn: () => get<GeneratedImageDetail>(`/images/${id}`), enabled: id !== "" });

/** Favourite, publish, or move an image; its page and every list show the change. */
export function useUpdateImage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ImagePatch) =>
      (await apiRequest<{ data: GeneratedImageSummary }>(`${IMAGE_GEN_API}/images/${id}`, { method: "PATCH", body: patch })).data,
    onSuccess: (summary) => {
      client.setQueryData<GeneratedImageDetail>(imageGenKeys.image(id), (detail) => (detail ? { ...detail, ...summary } : detail));
      void client.invalidateQueries({ queryKey: imageGenKeys.images, predicate: (query) => query.queryKey[2] !== id });
      void client.invalidateQueries({ queryKey: imageGenKeys.boards });
    },
  });
}

export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${IMAGE_GEN_API}/images/${id}`, { method: "DELETE" }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: imageGenKeys.image(id) });
      void client.invalidateQueries({ queryKey: imageGenKeys.images });
      void client.invalidateQueries({ queryKey: imageGenKeys.generations });
      void client.invalidateQueries({ queryKey: imageGenKeys.boards });
    },
  });
}

/** Copies an image into the asset library (saving again answers the same asset). */
export function useSaveToLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => post<{ asset_id: string }>(`/images/${imageId}/save-to-library`),
    onSuccess: ({ asset_id }, imageId) => {
      client.setQueryData<GeneratedImageDetail>(imageGenKeys.image(imageId), (detail) => (detail ? { ...detail, asset_id } : detail));
      void client.invalidateQueries({ queryKey: ["assets"] });
    },
  });
}

/** The picture's address, converted to `format` when given; `download` answers it as an attachment named after the prompt. */
export function imageFileUrl(id: string, { format, download = false }: { format?: ImageDownloadFormat; download?: boolean } = {}) {
  const params = new URLSearchParams();
  if (format) params.set("format", format);
  if (download) params.set("download", "true");
  const query = params.size ? `?${params}` : "";
  return `${IMAGE_GEN_API}/images/${id}/file${query}`;
}

export const useImageBoards = () => useQuery({ queryKey: imageGenKeys.boards, queryFn: () => get<ImageBoard[]>("/boards") });

/** The vibes the caller may use: starter, published and their own. */
export const useImageVibes = () => useQuery({ queryKey: imageGenKeys.vibes, queryFn: () => get<ImageVibe[]>("/vibes"), staleTime: 60_000 });
