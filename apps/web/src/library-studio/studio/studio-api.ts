import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Checklist,
  ChecklistAspect,
  LibraryItemDetail,
  LibraryItemSummary,
  LibraryKind,
  LibraryStage,
  LibraryVersionComparison,
  ManualCheck,
} from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import { apiRequest } from "../../api/http";

/**
 * The library studio's routes (`/api/v1/staff/library…`, docs/library-studio.md) as queries and
 * mutations, shared by every studio screen so a change made on one refreshes the others.
 */
export const STUDIO_API = "/api/v1/staff/library";

/** A kind's definition type. */
export type Definition<Kind extends LibraryKind> = Kind extends "template" ? Template : Layout;
export type StudioItem<Kind extends LibraryKind = LibraryKind> = LibraryItemDetail<Definition<Kind>>;

export const itemPath = (kind: LibraryKind, id: string) => `${STUDIO_API}/${kind}/${encodeURIComponent(id)}`;

export const studioKeys = {
  all: ["library-studio"] as const,
  list: (kind?: LibraryKind) => ["library-studio", "list", kind ?? "all"] as const,
  item: (kind: LibraryKind, id: string) => ["library-studio", kind, id] as const,
  checklist: (kind: LibraryKind, id: string, version?: number) => ["library-studio", kind, id, "checklist", version ?? "latest"] as const,
  compare: (kind: LibraryKind, id: string, from: number, to: number) => ["library-studio", kind, id, "compare", from, to] as const,
};

const read = async <T>(path: string) => (await apiRequest<{ data: T }>(path)).data;

export const useLibraryItems = (kind?: LibraryKind) =>
  useQuery({
    queryKey: studioKeys.list(kind),
    queryFn: () => read<LibraryItemSummary[]>(kind ? `${STUDIO_API}?kind=${kind}` : STUDIO_API),
  });

export const useLibraryItem = <Kind extends LibraryKind>(kind: Kind, id: string) =>
  useQuery({ queryKey: studioKeys.item(kind, id), queryFn: () => read<StudioItem<Kind>>(itemPath(kind, id)) });

export const useChecklist = (kind: LibraryKind, id: string, version?: number) =>
  useQuery({
    queryKey: studioKeys.checklist(kind, id, version),
    queryFn: () => read<Checklist>(`${itemPath(kind, id)}/checklist${version ? `?version=${version}` : ""}`),
  });

export const useVersionComparison = <Kind extends LibraryKind>(kind: Kind, id: string, from: number, to: number, enabled = true) =>
  useQuery({
    queryKey: studioKeys.compare(kind, id, from, to),
    enabled,
    queryFn: () => read<LibraryVersionComparison<Definition<Kind>>>(`${itemPath(kind, id)}/compare?from=${from}&to=${to}`),
  });

/** Every studio read is refreshed after any studio write (lists, board, the item, its checklist). */
function useStudioMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }) });
}

const write = async <T>(path: string, method: "POST" | "PUT", body: unknown) =>
  (await apiRequest<{ data: T }>(path, { method, body })).data;

/** Blank (`{ id, name }`) or from a JSON definition (`{ definition }`, the import). */
export const useCreateItem = (kind: LibraryKind) =>
  useStudioMutation((body: { id: string; name: string } | { definition: unknown }) =>
    write<StudioItem>(`${STUDIO_API}/${kind}`, "POST", body),
  );

export const useDuplicateItem = (kind: LibraryKind, id: string) =>
  useStudioMutation((body: { id: string; name: string }) => write<StudioItem>(`${itemPath(kind, id)}/duplicate`, "POST", body));

/** Saves a new draft version (every save, autosaves included). */
export const useSaveVersion = <Kind extends LibraryKind>(kind: Kind, id: string) =>
  useStudioMutation((body: { definition: Definition<Kind>; note?: string }) =>
    write<StudioItem<Kind>>(`${itemPath(kind, id)}/versions`, "POST", body),
  );

export interface StageChange {
  kind: LibraryKind;
  id: string;
  to: LibraryStage;
  reason?: string;
  override?: string;
}

/** One stage move; its 409s (`checklist_failed`, `review_required`, `reason_required`) say what blocks it. */
export const useChangeStage = () =>
  useStudioMutation(({ kind, id, ...body }: StageChange) => write<StudioItem>(`${itemPath(kind, id)}/stage`, "POST", body));

export const useAssignOwner = (kind: LibraryKind, id: string) =>
  useStudioMutation((ownerEmail: string | null) => write<StudioItem>(`${itemPath(kind, id)}/owner`, "PUT", { owner_email: ownerEmail }));

export const useRunChecklist = (kind: LibraryKind, id: string) =>
  useStudioMutation((version?: number) => write<Checklist>(`${itemPath(kind, id)}/checklist/run`, "POST", version ? { version } : {}));

export const useTickCheck = (kind: LibraryKind, id: string) =>
  useStudioMutation((body: { check: ManualCheck; aspect: ChecklistAspect; ticked: boolean; version?: number }) =>
    write<Checklist>(`${itemPath(kind, id)}/checklist/ticks`, "POST", body),
  );

/** The address that downloads a version's definition as a JSON file. */
export const exportHref = (kind: LibraryKind, id: string, version?: number) =>
  `${itemPath(kind, id)}/export${version ? `?version=${version}` : ""}`;
