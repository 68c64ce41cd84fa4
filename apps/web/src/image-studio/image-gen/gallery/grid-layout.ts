import type { ThumbnailSize } from "@framewise/contracts";

/** Tiles aim for this width; the column count follows the grid's width. */
const TARGET_TILE = 180;
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 10;
export const GRID_GAP = 8;

export interface GridLayout {
  columns: number;
  /** Square tiles, so every row has the same height for a column count: the virtualiser never measures. */
  tile: number;
  rowHeight: number;
  /** The smallest thumbnail that stays sharp at the tile's size (large ones would cost memory at 10,000 images). */
  thumbnail: Extract<ThumbnailSize, "small" | "medium">;
}

/** Columns, tile and row size for a grid `width` pixels wide. */
export function gridLayout(width: number, pixelRatio = 1): GridLayout {
  const columns = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor((width + GRID_GAP) / (TARGET_TILE + GRID_GAP))));
  const tile = Math.max(1, Math.floor((width - GRID_GAP * (columns - 1)) / columns));
  return { columns, tile, rowHeight: tile + GRID_GAP, thumbnail: tile * pixelRatio <= 160 ? "small" : "medium" };
}
