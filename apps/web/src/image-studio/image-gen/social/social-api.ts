import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { GeneratedImageSummary, ImageInspiration, ImageVibe } from "@framewise/contracts";
import { apiRequest } from "../../../api/http";
import { IMAGE_GEN_API, IMAGE_GEN_KEY, imageGenKeys } from "../image-gen-api";

/** What the vibe form sends; `params` stays as it was when not given. */
export interface VibeInput {
  name: string;
  description: string;
  prompt_fragment: string;
  negative_fragment: string;
  /** Made from this image: its picture becomes the preview. */
  from_image_id?: string;
}

interface TrendingPage {
  data: GeneratedImageSummary[];
  next_cursor: string | null;
}

export const socialKeys = {
  inspirations: [...IMAGE_GEN_KEY, "inspirations"] as const,
  /** Under the images key, so any change to images (made public, deleted) refreshes it too. */
  trending: [...imageGenKeys.images, "trending"] as const,
};

const request = async <T>(path: string, method: "POST" | "PATCH" | "DELETE", body?: unknown) =>
  (await apiRequest<{ data: T }>(`${IMAGE_GEN_API}${path}`, { method, body }))?.data;

function useRefreshVibes() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: imageGenKeys.vibes });
}

export function useCreateVibe() {
  const refresh = useRefreshVibes();
  return useMutation({ mutationFn: (input: VibeInput) => request<ImageVibe>("/vibes", "POST", input), onSuccess: refresh });
}

export function useUpdateVibe() {
  const refresh = useRefreshVibes();
  return useMutation({
    mutationFn: ({ id, ...input }: VibeInput & { id: string }) => request<ImageVibe>(`/vibes/${id}`, "PATCH", input),
    onSuccess: refresh,
  });
}

export function useDeleteVibe() {
  const refresh = useRefreshVibes();
  return useMutation({ mutationFn: (id: string) => request<undefined>(`/vibes/${id}`, "DELETE"), onSuccess: refresh });
}

export const useInspirations = () =>
  useQuery({
    queryKey: socialKeys.inspirations,
    queryFn: async () => (await apiRequest<{ data: ImageInspiration[] }>(`${IMAGE_GEN_API}/inspirations`)).data,
  });

/** Trending public images, page by page. */
export const useTrending = () =>
  useInfiniteQuery({
    queryKey: socialKeys.trending,
    queryFn: ({ pageParam }) =>
      apiRequest<TrendingPage>(`${IMAGE_GEN_API}/trending${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

type TrendingData = InfiniteData<TrendingPage, string | null>;

/** Changes one image wherever the trending pages hold it. */
const patchTrending = (data: TrendingData | undefined, id: string, patch: (image: GeneratedImageSummary) => GeneratedImageSummary) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((image) => (image.id === id ? patch(image) : image)) })),
  };

/**
 * Likes or unlikes at once on screen (optimistic), then keeps the server's count; a refusal puts
 * the image back as it was.
 */
export function useToggleLike() {
  const client = useQueryClient();
  const set = (id: string, patch: (image: GeneratedImageSummary) => GeneratedImageSummary) =>
    client.setQueryData<TrendingData>(socialKeys.trending, (data) => patchTrending(data, id, patch));
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      request<{ liked: boolean; likes: number }>(`/images/${id}/like`, like ? "POST" : "DELETE"),
    onMutate: async ({ id, like }) => {
      await client.cancelQueries({ queryKey: socialKeys.trending });
      const before = client.getQueryData<TrendingData>(socialKeys.trending);
      set(id, (image) => ({ ...image, liked: like, likes: Math.max(0, image.likes + (like ? 1 : -1)) }));
      return { before };
    },
    onError: (_error, _input, context) => client.setQueryData(socialKeys.trending, context?.before),
    onSuccess: (answer, { id }) => answer && set(id, (image) => ({ ...image, liked: answer.liked, likes: answer.likes })),
  });
}

/** Reports an image; it leaves the trending feed at once. */
export function useReportImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => request<unknown>(`/images/${id}/report`, "POST", { reason }),
    onSuccess: (_answer, { id }) =>
      client.setQueryData<TrendingData>(
        socialKeys.trending,
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((image) => image.id !== id) })) },
      ),
  });
}
