import type { ImageAspectRatio } from "@framewise/contracts";

export type GallerySort = "newest" | "oldest";

/** What the gallery shows: the filters, the search words and the order; empty strings and false mean "any". */
export interface GalleryFilters {
  q: string;
  provider: string;
  vibeId: string;
  aspectRatio: ImageAspectRatio | "";
  favourite: boolean;
  public: boolean;
  boardId: string;
  /** Days as YYYY-MM-DD; `to` includes the whole day (the server reads a bare date so). */
  from: string;
  to: string;
  sort: GallerySort;
}

export const NO_FILTERS: GalleryFilters = {
  q: "",
  provider: "",
  vibeId: "",
  aspectRatio: "",
  favourite: false,
  public: false,
  boardId: "",
  from: "",
  to: "",
  sort: "newest",
};

/** A page of the list asks for this many images: a few screens of small tiles. */
export const GALLERY_PAGE_SIZE = 120;

/** The query string of `GET /api/v1/image-gen/images` for these filters and page; only the filters in use are sent. */
export function galleryQuery(filters: GalleryFilters, cursor: string | null, limit = GALLERY_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(limit) });
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.provider) params.set("provider", filters.provider);
  if (filters.vibeId) params.set("vibe_id", filters.vibeId);
  if (filters.aspectRatio) params.set("aspect_ratio", filters.aspectRatio);
  if (filters.favourite) params.set("favourite", "true");
  if (filters.public) params.set("public", "true");
  if (filters.boardId) params.set("board_id", filters.boardId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (cursor) params.set("cursor", cursor);
  return params;
}

/** True when anything narrows the list (the order does not): "no match" rather than "no images yet". */
export const isFiltered = (filters: GalleryFilters) =>
  (Object.keys(NO_FILTERS) as (keyof GalleryFilters)[]).some((key) => key !== "sort" && filters[key] !== NO_FILTERS[key]);
