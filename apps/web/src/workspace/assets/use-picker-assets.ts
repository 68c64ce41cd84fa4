import type { AssetKind } from "@framewise/contracts";
import { useEffect, useMemo } from "react";
import { useAssetList } from "./asset-api";

/**
 * The assets the picker may offer, newest first: those of `kinds`, ready or still processing
 * (failed ones cannot be used, so they are left out).
 */
export function usePickerAssets(kinds: readonly AssetKind[], q: string) {
  const list = useAssetList({ kinds, q, sort: "newest" });
  const assets = useMemo(
    () => (list.data?.pages.flatMap((page) => page.data) ?? []).filter((asset) => asset.status !== "failed"),
    [list.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // A page may hold only failed uploads; look further rather than show an empty grid.
  useEffect(() => {
    if (!assets.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [assets.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { list, assets };
}
