import type { LibraryStage } from "@framewise/contracts";

/** How every studio screen names a stage of the production line. */
export const STAGE_LABELS: Record<LibraryStage, string> = {
  draft: "Draft",
  in_review: "In review",
  published: "Published",
  retired: "Retired",
};

/** The colour a stage's badge wears on every studio screen. */
export const STAGE_COLORS: Record<LibraryStage, string> = {
  draft: "gray",
  in_review: "yellow",
  published: "green",
  retired: "red",
};
