import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentDetail, PublicVideo, RenderSummary } from "@framewise/contracts";
import { apiRequest } from "../api/http";

const shareKey = (id: string) => ["share", id] as const;
const RENDER_POLL_MS = 1000;

/** A video's title, status and share settings, for the screens that show it without editing it. */
export function useVideoDetail(id: string) {
  return useQuery({ queryKey: [...shareKey(id), "content"], queryFn: async () => (await apiRequest<{ data: ContentDetail }>(`/api/v1/content/${id}`)).data });
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
  return useQuery({
    queryKey: [...shareKey(id), "renders"],
    queryFn: async () => (await apiRequest<{ data: RenderSummary[] }>(`/api/v1/content/${id}/renders`)).data,
    refetchInterval: (query) => (query.state.data?.some((render) => render.status === "queued" || render.status === "rendering") ? RENDER_POLL_MS : false),
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
