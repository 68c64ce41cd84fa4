import type { AssetKind } from "@framewise/contracts";

/** Each kind as a filter names it. */
export const KIND_LABELS: Record<AssetKind, string> = { image: "Images", video: "Videos", audio: "Audio", font: "Fonts" };
