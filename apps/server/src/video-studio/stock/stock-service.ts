import type { AssetAttribution, StockSource } from "@framewise/contracts";

export const STOCK_KINDS = ["image", "video"] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
export const STOCK_ORIENTATIONS = ["landscape", "portrait", "square"] as const;
export type StockOrientation = (typeof STOCK_ORIENTATIONS)[number];

/** One photo or clip a service offers, as the picker and the planner see it. */
export interface StockItem {
  source: StockSource;
  kind: StockKind;
  /** The service's own id, as text. */
  id: string;
  width: number;
  height: number;
  /** Seconds, for clips. */
  durationSeconds: number | null;
  /** A small picture for the grid, on the service's own image host (passing, never stored). */
  thumbnailUrl: string;
  /** The service's words for it (alt text, tags). */
  description: string;
  attribution: AssetAttribution;
}

/** What names one item across services and kinds (`pexels:video:1234`): a video's no-repeat check and its one copy per person. */
export const stockItemKey = (item: Pick<StockItem, "source" | "kind" | "id">) => `${item.source}:${item.kind}:${item.id}`;

/** An item found again by id at its service, with the file worth copying (big enough for a 1080p video, no bigger). */
export interface StockFile {
  item: StockItem;
  fileUrl: string;
  /** Unsplash: the address to call when the photo is used, as its guidelines require. */
  useUrl?: string;
}

export interface StockQuery {
  kind: StockKind;
  q: string;
  /** 1-based. */
  page: number;
  perPage: number;
  orientation?: StockOrientation;
}

/** A page of results, each with the file a copy would take (so a pick needs no second call). */
export interface StockPage {
  files: StockFile[];
  hasMore: boolean;
}

/** One stock service behind its API client. */
export interface StockService {
  source: StockSource;
  /** For people: "Pexels". */
  name: string;
  kinds: readonly StockKind[];
  /** How long a search's answer may be reused (Pixabay asks for a day of caching). */
  cacheSeconds: number;
  search(query: StockQuery): Promise<StockPage>;
  /** The item `id` of `kind`, or undefined when the service has none. */
  find(kind: StockKind, id: string): Promise<StockFile | undefined>;
  /** Tells the service the item was copied (Unsplash counts downloads); nothing for the others. */
  recordUse(file: StockFile): Promise<void>;
}
