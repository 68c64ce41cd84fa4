import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import type { ContentDetail, PublicVideo, RenderSummary } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";
import { isProgressOnly, withProgress, type RenderEvent } from "./live-renders";
import { readAgain } from "../../api/read-again";

const shareKey = (id: string) => ["share", id] as const;
/** While a render runs and the live events are down, its list looks again this often. */
const RENDER_POLL_MS = 1000;
/** Every video's render list. */
const isRenderList = (query: Query) => query.queryKey[0] === "share" && query.queryKey[2] === "renders";

/** A render's event in every render list: its progress written in, a new state read again. */
function applyRenderEvent(client: QueryClient, event: RenderEvent) {
  client.setQueriesData<RenderSummary[]>({ predicate: isRenderList }, (renders) =>
    renders?.some((render) => render.id === event.id)
      ? renders.map((render) => (render.id === event.id ? withProgress(render, event) : render))
      : renders,
  );
  if (!isProgressOnly(event)) void client.invalidateQueries({ predicate: isRenderList });
}

/** A video's title, status and share settings, for the screens that show it without editing it. */
export function useVideoDetail(id: string) {
  return useQuery({
    queryKey: [...shareKey(id), "content"],
    queryFn: async () => (await apiRequest<{ data: ContentDetail }>(`/api/v1/content/${id}`)).data,
  });
}

export function useUpdateShare(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: { shared: boolean; allowDownload: boolean }) =>
      (await apiRequest<{ data: ContentDetail }>(`/api/v1/content/${id}/share`, { method: "PUT", body: settings })).data,
    onSuccess: (detail) => client.setQueryData([...shareKey(id), "content"], detail),
  });
}

/** The video's renders, newest first, watched while one is still running. */
export function useRenders(id: string) {
  const client = useQueryClient();
  const live = useLiveEvents({
    onEvent: (event) => event.type === "render" && applyRenderEvent(client, event),
    onResync: () => void readAgain(client, { predicate: isRenderList }),
  });
  return useQuery({
    queryKey: [...shareKey(id), "renders"],
    queryFn: async () => (await apiRequest<{ data: RenderSummary[] }>(`/api/v1/content/${id}/renders`)).data,
    refetchInterval: (query) =>
      !live && query.state.data?.some((render) => render.status === "queued" || render.status === "rendering") ? RENDER_POLL_MS : false,
  });
}

export function useStartRender(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<{ data: RenderSummary }>(`/api/v1/content/${id}/renders`, { method: "POST", body: {} })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...shareKey(id), "renders"] }),
  });
}

/** A shared video for anyone; a 404 (not shared, or no finished render) is an answer, not a retry. */
export function usePublicVideo(id: string, enabled = true) {
  return useQuery({
    queryKey: ["public-video", id],
    enabled,
    retry: false,
    queryFn: async () => (await apiRequest<{ data: PublicVideo }>(`/api/v1/public/videos/${id}`)).data,
  });
}
