import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentLibrary, LibraryKind } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import { apiRequest } from "../../../api/http";

export type VideoLibrary = ContentLibrary<Template, Layout>;

const libraryKey = (contentId: string) => ["content", contentId, "library"] as const;
const libraryPath = (contentId: string) => `/api/v1/content/${encodeURIComponent(contentId)}/library`;

/** The template and layout versions a video is drawn with, and the newer published ones it may take. */
export const useContentLibrary = (contentId: string) =>
  useQuery({
    queryKey: libraryKey(contentId),
    queryFn: async () => (await apiRequest<{ data: VideoLibrary }>(libraryPath(contentId))).data,
  });

/** Takes the published versions of the items named (all when none are); the editor redraws with them. */
export function useUpdateContentLibrary(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items?: { kind: LibraryKind; id: string }[]) =>
      (await apiRequest<{ data: VideoLibrary }>(`${libraryPath(contentId)}/update`, { method: "POST", body: items ? { items } : {} })).data,
    onSuccess: (library) => queryClient.setQueryData(libraryKey(contentId), library),
  });
}
