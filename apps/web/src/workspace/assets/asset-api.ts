import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { Asset, AssetKind, AssetPage, AssetSort, AssetUsage, StorageUse } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";
import { readAgain } from "../../api/read-again";

export interface AssetFilters {
  /** Only these kinds (all when absent). */
  kinds?: readonly AssetKind[];
  logo?: boolean;
  q?: string;
  sort: AssetSort;
}

const PAGE_SIZE = 40;
/** Every query of the library starts with this key, so one invalidation refreshes them all. */
export const ASSETS_KEY = ["assets"] as const;
/** While anything is processing and the live events are down, lists and pages look again this often. */
const PROCESSING_POLL_MS = 1500;
/** While the events are up they bring the news; this slow look again only bounds how long a missed one can leave a tile "processing". */
const PROCESSING_CHECK_MS = 10_000;
const processingPoll = (live: boolean) => (live ? PROCESSING_CHECK_MS : PROCESSING_POLL_MS);

/** An asset that finished processing (or failed) refreshes the library: its lists, pages and storage use. */
function useAssetEvents(): boolean {
  const client = useQueryClient();
  const refresh = () => void readAgain(client, { queryKey: ASSETS_KEY });
  return useLiveEvents({ onEvent: (event) => event.type === "asset" && refresh(), onResync: refresh });
}

function listPath(filters: AssetFilters, cursor: string | null): string {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(PAGE_SIZE) });
  if (filters.kinds?.length) params.set("kind", filters.kinds.join(","));
  if (filters.logo) params.set("logo", "true");
  if (filters.q) params.set("q", filters.q);
  if (cursor) params.set("cursor", cursor);
  return `/api/v1/assets?${params}`;
}

const anyProcessing = (pages: InfiniteData<AssetPage> | undefined) =>
  pages?.pages.some((page) => page.data.some((asset) => asset.status === "processing")) ?? false;

export function useAssetList(filters: AssetFilters) {
  const live = useAssetEvents();
  return useInfiniteQuery({
    queryKey: [...ASSETS_KEY, "list", filters],
    queryFn: ({ pageParam }) => apiRequest<AssetPage>(listPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? processingPoll(live) : false),
  });
}

/** One asset's record, looked at again while it processes and the live events are down. */
const assetQuery = (id: string, live: boolean) =>
  queryOptions({
    queryKey: [...ASSETS_KEY, "one", id],
    queryFn: async () => (await apiRequest<{ data: Asset }>(`/api/v1/assets/${id}`)).data,
    refetchInterval: (query) => (query.state.data?.status === "processing" ? processingPoll(live) : false),
  });

export function useAsset(id: string, enabled = true) {
  const live = useAssetEvents();
  return useQuery({ ...assetQuery(id, live), enabled });
}

const recordsOf = (results: UseQueryResult<Asset>[]) => results.map((result) => result.data);

/** Several assets' records, in `ids`' order (undefined until loaded, or when missing), cached as `useAsset` caches them. */
export function useAssets(ids: readonly string[]): (Asset | undefined)[] {
  const live = useAssetEvents();
  return useQueries({ queries: ids.map((id) => assetQuery(id, live)), combine: recordsOf });
}

export function useAssetUsage(id: string) {
  return useQuery({
    queryKey: [...ASSETS_KEY, "usage", id],
    queryFn: async () => (await apiRequest<{ data: AssetUsage }>(`/api/v1/assets/${id}/usage`)).data,
  });
}

export function useAssetPeaks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ASSETS_KEY, "peaks", id],
    enabled,
    queryFn: async () => (await apiRequest<{ data: number[] }>(`/api/v1/assets/${id}/peaks`)).data,
  });
}

export function useStorageUse() {
  return useQuery({
    queryKey: [...ASSETS_KEY, "storage"],
    queryFn: async () => (await apiRequest<{ data: StorageUse }>("/api/v1/assets/storage")).data,
  });
}

export function useUpdateAsset(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Pick<Asset, "name" | "tags" | "logo">>) =>
      (await apiRequest<{ data: Asset }>(`/api/v1/assets/${id}`, { method: "PATCH", body: changes })).data,
    onSuccess: (asset) => {
      client.setQueryData([...ASSETS_KEY, "one", id], asset);
      void client.invalidateQueries({ queryKey: [...ASSETS_KEY, "list"] });
    },
  });
}

/** Deletes one asset (`force` when it is used) or many; the library refreshes. */
export function useDeleteAssets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, force = false }: { ids: string[]; force?: boolean }) => {
      if (ids.length === 1) await apiRequest(`/api/v1/assets/${ids[0]}${force ? "?force=true" : ""}`, { method: "DELETE" });
      else await apiRequest("/api/v1/assets/delete", { method: "POST", body: { ids } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
