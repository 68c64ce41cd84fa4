import type { Asset } from "@framewise/contracts";
import { useEffect, useRef } from "react";
import type { UploadItem } from "./use-uploads";

const inFlight = (item: UploadItem) => item.state === "waiting" || item.state === "uploading";

/**
 * Calls `onLoneUpload` with the new asset when the uploads settle and exactly one file has
 * landed since they last did, with none failing: that one is plainly the file the user wants.
 */
export function useLoneUpload(items: UploadItem[], onLoneUpload: (asset: Asset) => void) {
  // Files already accounted for in an earlier settling; one sent again (retry) counts afresh.
  const settled = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) if (inFlight(item)) settled.current.delete(item.key);
    if (items.some(inFlight)) return;
    const fresh = items.filter((item) => (item.state === "done" || item.state === "failed") && !settled.current.has(item.key));
    for (const item of fresh) settled.current.add(item.key);
    if (fresh.length === 1 && fresh[0]!.asset) onLoneUpload(fresh[0]!.asset);
  }, [items, onLoneUpload]);
}
