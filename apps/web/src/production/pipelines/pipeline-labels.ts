import type { PipelineItemStatus, PipelineSourceKind } from "@framewise/contracts";

export const SOURCE_LABELS: Record<PipelineSourceKind, string> = {
  rss: "RSS / Atom feed",
  json_feed: "JSON Feed",
  csv: "CSV",
  catalogue: "Product catalogue",
  inbound: "Pushed items (inbound)",
};

export const ITEM_STATUS_COLORS: Record<PipelineItemStatus, string> = {
  drafted: "gray",
  awaiting_approval: "yellow",
  rejected: "orange",
  rendering: "blue",
  rendered: "green",
  failed: "red",
};

export const itemStatusLabel = (status: PipelineItemStatus) => status.replace("_", " ");

/** Where finished videos go, in words. */
export function deliveryLabel(delivery: Record<string, unknown>): string {
  if (delivery.kind === "webhook") return "Client webhook";
  if (delivery.kind === "landing_page") return "Landing page";
  if (delivery.kind === "storage") return `Storage: ${String(delivery.prefix)}`;
  return "Kept in the client's videos";
}
