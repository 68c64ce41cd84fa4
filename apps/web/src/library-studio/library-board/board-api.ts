import { useQuery } from "@tanstack/react-query";
import type { LibraryActivity, LibraryBoardItem, LibraryKind } from "@framewise/contracts";
import type { Layout } from "@framewise/scene";
import { apiRequest } from "../../api/http";
import { STUDIO_API, studioKeys } from "../studio/studio-api";

/**
 * The board's reads (`GET /staff/library/board` and `/activity`, docs/library-studio-board.md).
 * Their keys sit under the studio's, so every studio write (a stage move too) refreshes them.
 */
export type BoardItem = LibraryBoardItem<Layout>;

export const boardKeys = {
  board: (kind: LibraryKind) => [...studioKeys.all, "board", kind] as const,
  activity: (kind: LibraryKind, since: string) => [...studioKeys.all, "activity", kind, since] as const,
};

export const useLibraryBoard = (kind: LibraryKind) =>
  useQuery({
    queryKey: boardKeys.board(kind),
    queryFn: async () => (await apiRequest<{ data: BoardItem[] }>(`${STUDIO_API}/board?kind=${kind}`)).data,
  });

/** Versions created and stage changes since `since` (an ISO time), newest first. */
export const useLibraryActivity = (kind: LibraryKind, since: string) =>
  useQuery({
    queryKey: boardKeys.activity(kind, since),
    queryFn: async () =>
      (await apiRequest<{ data: LibraryActivity[] }>(`${STUDIO_API}/activity?kind=${kind}&since=${encodeURIComponent(since)}`)).data,
  });
