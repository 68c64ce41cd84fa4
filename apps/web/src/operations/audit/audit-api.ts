import type { AuditAction, AuditActorKind, AuditSource } from "@framewise/contracts";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";

export const AUDIT_API = "/api/v1/staff/audit";
const KEY = ["audit"] as const;

export type RowState = Record<string, unknown>;

/** One recorded change, as `GET /api/v1/staff/audit` answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  entity: string;
  entity_id: string;
  action: AuditAction;
  actor: { kind: AuditActorKind; id: string | null; label: string | null };
  source: AuditSource;
  reason: string | null;
  before: RowState | null;
  after: RowState | null;
}

/** What reverting to just before an entry would write, or why it cannot. */
export interface RevertPreview {
  possible: boolean;
  message: string | null;
  action: "insert" | "update" | "delete" | "none" | null;
  before: RowState | null;
  after: RowState | null;
}

interface EntryPage {
  data: AuditEntry[];
  next_cursor: string | null;
}

/** The trail matching `query` (the filters as the API names them), newest first, page by page. */
export const useAuditEntries = (query: URLSearchParams) =>
  useInfiniteQuery({
    queryKey: [...KEY, "list", query.toString()],
    queryFn: ({ pageParam }) => {
      const page = new URLSearchParams(query);
      if (pageParam) page.set("cursor", pageParam);
      return apiRequest<EntryPage>(`${AUDIT_API}?${page}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

/** One entry with its revert preview; read afresh each time the dialog opens, since the entity may have changed. */
export const useAuditEntry = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, "entry", id],
    queryFn: async () => (await apiRequest<{ data: { entry: AuditEntry; revert: RevertPreview } }>(`${AUDIT_API}/${id}`)).data,
    enabled: id !== null,
  });

/** Reverts to just before an entry; the trail is read again so the revert's own entry shows. */
export function useRevertChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await apiRequest<{ data: AuditEntry[] }>(`${AUDIT_API}/${id}/revert`, { method: "POST", body: { reason } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
