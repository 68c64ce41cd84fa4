import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeneratedImageSummary, ImageBoard } from "@framewise/contracts";
import { apiRequest, apiResponse } from "../../../api/http";
import { IMAGE_GEN_API, imageGenKeys } from "../image-gen-api";
import { useImageGenEvents } from "../live-generations";
import { galleryQuery, type GalleryFilters } from "./gallery-filters";

/** The server takes at most this many ids in one bulk action or zip. */
export const BULK_MAX = 200;

interface ImagePage {
  data: GeneratedImageSummary[];
  next_cursor: string | null;
}

/** The caller's images, page by page by cursor; a finished generation (live event) refreshes the list. */
export function useGalleryImages(filters: GalleryFilters) {
  useImageGenEvents();
  return useInfiniteQuery({
    queryKey: [...imageGenKeys.images, "list", filters],
    queryFn: ({ pageParam }) => apiRequest<ImagePage>(`${IMAGE_GEN_API}/images?${galleryQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** Images and boards change together (counts, covers), so both are read again. */
function useRefreshGallery() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: imageGenKeys.images });
    void client.invalidateQueries({ queryKey: imageGenKeys.boards });
  };
}

const boardPath = (id?: string) => `${IMAGE_GEN_API}/boards${id ? `/${id}` : ""}`;

export function useCreateBoard() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: async (name: string) => (await apiRequest<{ data: ImageBoard }>(boardPath(), { method: "POST", body: { name } })).data,
    onSuccess: refresh,
  });
}

export function useRenameBoard() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await apiRequest<{ data: ImageBoard }>(boardPath(id), { method: "PATCH", body: { name } })).data,
    onSuccess: refresh,
  });
}

/** Deletes a board; its images stay, on no board. */
export function useDeleteBoard() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (id: string) => apiRequest(boardPath(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export type BulkAction = { action: "delete"; ids: string[] } | { action: "move"; ids: string[]; boardId: string | null };

/** Split into the server's batch size, sent one after another; answers how many images changed. */
async function runBulk(request: BulkAction): Promise<number> {
  let changed = 0;
  for (let start = 0; start < request.ids.length; start += BULK_MAX) {
    const ids = request.ids.slice(start, start + BULK_MAX);
    const body = request.action === "move" ? { action: "move", ids, board_id: request.boardId } : { action: "delete", ids };
    changed += (await apiRequest<{ data: { count: number } }>(`${IMAGE_GEN_API}/images/bulk`, { method: "POST", body })).data.count;
  }
  return changed;
}

/** Deletes or moves many images at once. */
export function useBulkImages() {
  const refresh = useRefreshGallery();
  const client = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSuccess: (_count, request) => {
      if (request.action === "delete") for (const id of request.ids) client.removeQueries({ queryKey: imageGenKeys.image(id) });
      refresh();
    },
  });
}

/** Hands the browser a file it fetched, as a download. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const fetchZip = async (ids: string[]) => (await apiResponse(`${IMAGE_GEN_API}/images/download`, { method: "POST", body: { ids } })).blob();

/** Downloads the chosen images (at most BULK_MAX) as one zip. */
export function useDownloadZip() {
  return useMutation({
    mutationFn: async (ids: string[]) => saveBlob(await fetchZip(ids), "images.zip"),
  });
}
