import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { ContentDetail, ContentPage, VideoSort } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";
import { isProgressOnly, withProgress, type RenderEvent } from "../shared/live-renders";
import { readAgain } from "../../api/read-again";

const VIDEOS_KEY = ["videos"] as const;
const PAGE_SIZE = 24;
/** While a render runs and the live events are down, the list looks again this often for its progress. */
const RENDERING_POLL_MS = 1500;

const rendering = (data: InfiniteData<ContentPage> | undefined) =>
  data?.pages.some((page) =>
    page.data.some((video) => video.latest_render?.status === "queued" || video.latest_render?.status === "rendering"),
  ) ?? false;

/** A render's event in every video list: its progress written in, a new state read again. */
function applyRenderEvent(client: QueryClient, event: RenderEvent) {
  client.setQueriesData<InfiniteData<ContentPage>>({ queryKey: VIDEOS_KEY }, (data) =>
    data?.pages.some((page) => page.data.some((video) => video.latest_render?.id === event.id))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((video) =>
              video.latest_render?.id === event.id ? { ...video, latest_render: withProgress(video.latest_render, event) } : video,
            ),
          })),
        }
      : data,
  );
  if (!isProgressOnly(event)) void client.invalidateQueries({ queryKey: VIDEOS_KEY });
}

export function useVideoList(q: string, sort: VideoSort = "recent", pageSize = PAGE_SIZE) {
  const client = useQueryClient();
  const live = useLiveEvents({
    onEvent: (event) => event.type === "render" && applyRenderEvent(client, event),
    onResync: () => void readAgain(client, { queryKey: VIDEOS_KEY }),
  });
  return useInfiniteQuery({
    queryKey: [...VIDEOS_KEY, q, sort, pageSize],
    queryFn: ({ pageParam }) =>
      apiRequest<ContentPage>(
        `/api/v1/content?${new URLSearchParams({ q, sort, limit: String(pageSize), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) => (!live && rendering(query.state.data) ? RENDERING_POLL_MS : false),
  });
}

export function useDuplicateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest<{ data: ContentDetail }>(`/api/v1/content/${id}/duplicate`, { method: "POST" })).data,
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
