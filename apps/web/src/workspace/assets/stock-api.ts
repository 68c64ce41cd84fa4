import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Asset, StockResult, StockServiceInfo, StockSource } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { ASSETS_KEY } from "./asset-api";

export type StockKind = StockResult["kind"];

/** A page of stock results as the server answers it. */
interface StockPage {
  data: StockResult[];
  next_page: number | null;
}

const PAGE_SIZE = 24;

/** The stock services the server has keys for (none: the picker says how to set one up). */
export function useStockServices() {
  return useQuery({
    queryKey: ["stock", "services"],
    queryFn: async () => (await apiRequest<{ data: StockServiceInfo[] }>("/api/v1/stock/services")).data,
    staleTime: Infinity,
  });
}

/** One service's results for `q`, page by page; nothing is asked for an empty `q`. */
export function useStockSearch(source: StockSource | undefined, kind: StockKind, q: string) {
  return useInfiniteQuery({
    queryKey: ["stock", "search", source, kind, q],
    enabled: Boolean(source && q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ source: source!, kind, q, page: String(pageParam), per_page: String(PAGE_SIZE) });
      return apiRequest<StockPage>(`/api/v1/stock/search?${params}`);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page,
    // The server caches answers as long as the service allows; no need to ask again while the picker is open.
    staleTime: 10 * 60_000,
  });
}

/** Copies a result into the library (processed like an upload); the library lists refresh. */
export function useImportStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (result: Pick<StockResult, "source" | "kind" | "id">) =>
      (
        await apiRequest<{ data: Asset }>("/api/v1/stock/import", {
          method: "POST",
          body: { source: result.source, kind: result.kind, id: result.id },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
