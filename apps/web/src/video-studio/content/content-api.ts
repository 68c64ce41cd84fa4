import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ContentDetail } from "@framewise/contracts";
import type { AspectRatio, Content, Layout, Template } from "@framewise/scene";
import { apiRequest } from "../../api/http";

export type ContentDocument = ContentDetail<Content>;

export interface PromptRequest {
  prompt: string;
  /** Left out: the platform the brief names decides (9:16 when it names none). */
  aspectRatio?: AspectRatio;
  templateId?: string;
}

/** The starter library rarely changes while someone edits; fetched once per visit. */
const LIBRARY = { staleTime: Infinity } as const;

export const templatesQuery = queryOptions({
  queryKey: ["templates"],
  ...LIBRARY,
  queryFn: async () => (await apiRequest<{ data: Template[] }>("/api/v1/templates")).data,
});

export const layoutsQuery = queryOptions({
  queryKey: ["layouts"],
  ...LIBRARY,
  queryFn: async (): Promise<Record<string, Layout>> =>
    Object.fromEntries((await apiRequest<{ data: Layout[] }>("/api/v1/layouts")).data.map((layout) => [layout.id, layout])),
});

export const useTemplates = () => useQuery(templatesQuery);
export const useLayouts = () => useQuery(layoutsQuery);

/**
 * One video as the editor opened it. Never refetched behind the editor's back (that would drop
 * local edits) and not kept after leaving, so opening it again reads the latest version.
 */
export function useContent(id: string) {
  return useQuery({
    queryKey: ["content", id],
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async () => (await apiRequest<{ data: ContentDocument }>(`/api/v1/content/${id}`)).data,
  });
}

export function useCreateFromPrompt() {
  return useMutation({
    mutationFn: async (request: PromptRequest) =>
      (await apiRequest<{ data: ContentDocument }>("/api/v1/content", { method: "POST", body: { from: "prompt", ...request } })).data,
  });
}

/** Saves over `version`; answers the saved video with its new version, or throws ApiError 409 when another tab saved first. */
export async function saveContent(id: string, version: number, document: Content): Promise<ContentDocument> {
  return (await apiRequest<{ data: ContentDocument }>(`/api/v1/content/${id}`, { method: "PUT", body: { version, document } })).data;
}
