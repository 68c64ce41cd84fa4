import { useQuery } from "@tanstack/react-query";
import type { LibraryItemSummary, LibraryKind } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { STUDIO_API, studioKeys, type Definition } from "../studio/studio-api";

/** A library item with its latest definition (a draft's too), enough to draw its thumbnail. */
export type GridItem<Kind extends LibraryKind = LibraryKind> = LibraryItemSummary & { definition: Definition<Kind> };

/** One kind's items with their definitions; under the studio's key, so every studio write refreshes it. */
export const useLibraryGrid = <Kind extends LibraryKind>(kind: Kind) =>
  useQuery({
    queryKey: [...studioKeys.all, "with-definitions", kind],
    queryFn: async () => (await apiRequest<{ data: GridItem<Kind>[] }>(`${STUDIO_API}?kind=${kind}&with=definition`)).data,
  });

/** Where an item's own page is (its pipeline: versions, checklist, stage). */
export const pipelinePath = (kind: LibraryKind, id: string) =>
  `/${kind === "template" ? "templates" : "layouts"}-pipeline/${encodeURIComponent(id)}`;
