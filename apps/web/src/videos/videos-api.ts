import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { ContentDetail, ContentPage, VideoSort } from "@framewise/contracts";
import { apiRequest } from "../api/http";

const VIDEOS_KEY = ["videos"] as const;
const PAGE_SIZE = 24;
/** While a render runs, the list looks again this often for its progress. */
const RENDERING_POLL_MS = 1500;

const rendering = (data: InfiniteData<ContentPage> | undefined) =>
  data?.pages.some((page) => page.data.some((video) => video.latest_render?.status === "queued" || video.latest_render?.status === "rendering")) ?? false;

export function useVideoList(q: string, sort: VideoSort = "recent", pageSize = PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...VIDEOS_KEY, q, sort, pageSize],
    queryFn: ({ pageParam }) => apiRequest<ContentPage>(`/api/v1/content?${new URLSearchParams({ q, sort, limit: String(pageSize), ...(pageParam ? { cursor: pageParam } : {}) })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) => (rendering(query.state.data) ? RENDERING_POLL_MS : false),
  });
}

export function useDuplicateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest<{ data: ContentDetail }>(`/api/v1/content/${id}/duplicate`, { method: "POST" })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
}

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiRequest(`/api/v1/content/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
}
