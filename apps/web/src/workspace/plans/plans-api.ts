import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LedgerEntry, OwnerPlanSummary, QuotaMetric, QuotaOwnerKind } from "@framewise/contracts";
import { apiRequest } from "../../api/http";

export const STAFF_PLANS_API = "/api/v1/staff/plans";

export interface PlanOwner {
  ownerKind: QuotaOwnerKind;
  ownerId: string;
}

const ownerPath = ({ ownerKind, ownerId }: PlanOwner) => `${STAFF_PLANS_API}/${ownerKind}/${encodeURIComponent(ownerId)}`;

export const planKeys = {
  owner: ({ ownerKind, ownerId }: PlanOwner) => ["staff-plans", ownerKind, ownerId] as const,
};

const PAGE = 20;

/** The owner's plan and usage (from the first page) and their ledger, a page of entries at a time. */
export const useOwnerPlan = (owner: PlanOwner) =>
  useInfiniteQuery({
    queryKey: planKeys.owner(owner),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await apiRequest<{ data: OwnerPlanSummary }>(`${ownerPath(owner)}?limit=${PAGE}${pageParam ? `&cursor=${pageParam}` : ""}`)).data,
    getNextPageParam: (last) => last.next_cursor,
  });

/** A staff change: on success the owner's plan, usage and ledger are read again. */
function useOwnerChange<Body, Answer>(owner: PlanOwner, send: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: planKeys.owner(owner) }),
  });
}

export const useAssignPlan = (owner: PlanOwner) =>
  useOwnerChange(owner, (body: { plan_id: string; reason: string }) =>
    apiRequest<{ data: { plan_id: string } }>(`${ownerPath(owner)}/plan`, { method: "PUT", body }),
  );

export const useGrantCredit = (owner: PlanOwner) =>
  useOwnerChange(owner, (body: { metric: QuotaMetric; amount: number; reason: string }) =>
    apiRequest<{ data: LedgerEntry }>(`${ownerPath(owner)}/grants`, { method: "POST", body }),
  );
