import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GeneratedLayoutChecks, GeneratedLayoutDetail, GeneratedLayoutStatus, GeneratedLayoutSummary } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { studioKeys } from "../studio/studio-api";

/** The layout generator's routes (docs/library-studio-layout-gen.md). */
export const GENERATED_API = "/api/v1/staff/generated-layouts";
/** How often a generation still under way is read again: a model call takes seconds. */
const POLL_MS = 1000;

export const generatedKeys = {
  all: ["generated-layouts"] as const,
  list: (filters: QueueFilters) => ["generated-layouts", "list", filters.status ?? "all", filters.checks ?? "all"] as const,
  one: (id: string) => ["generated-layouts", id] as const,
};

export interface QueueFilters {
  status: GeneratedLayoutStatus | null;
  checks: GeneratedLayoutChecks | null;
}

/** Still changing on the server: generating, or its automatic checks running after an edit. */
export const isSettling = (layout: Pick<GeneratedLayoutDetail, "status" | "checks_green" | "error">) =>
  layout.status === "generating" || (layout.status === "pending_review" && layout.checks_green === null && !layout.error);

/** The queue's first page (the newest 100), read again while any of it is still settling. */
export const useGeneratedLayouts = (filters: QueueFilters) =>
  useQuery({
    queryKey: generatedKeys.list(filters),
    queryFn: async () => {
      const query = new URLSearchParams({ limit: "100" });
      if (filters.status) query.set("status", filters.status);
      if (filters.checks) query.set("checks", filters.checks);
      return (await apiRequest<{ data: GeneratedLayoutSummary[] }>(`${GENERATED_API}?${query}`)).data;
    },
    refetchInterval: (query) => (query.state.data?.some(isSettling) ? POLL_MS : false),
  });

/** One generated layout, read again until it settles (the page waits on that, not on the clock). */
export const useGeneratedLayout = (id: string | null) =>
  useQuery({
    queryKey: generatedKeys.one(id ?? ""),
    enabled: id !== null,
    queryFn: async () => (await apiRequest<{ data: GeneratedLayoutDetail }>(`${GENERATED_API}/${id}`)).data,
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data) ? POLL_MS : false),
  });

/** Writes refresh the queue and the generated layout; an approval the library's screens too. */
function useGeneratedMutation<Input>(path: (input: Input) => string, method: "POST" | "PUT", body: (input: Input) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await apiRequest<{ data: GeneratedLayoutDetail }>(path(input), { method, body: body(input) })).data,
    onSuccess: async (layout) => {
      client.setQueryData(generatedKeys.one(layout.id), layout);
      await Promise.all([
        client.invalidateQueries({ queryKey: generatedKeys.all }),
        layout.status === "approved" && client.invalidateQueries({ queryKey: studioKeys.all }),
      ]);
    },
  });
}

export interface GenerationRequest {
  prompt: string;
  reference_asset_id?: string;
  model?: string;
}

export const useStartGeneration = () =>
  useGeneratedMutation(
    () => GENERATED_API,
    "POST",
    (request: GenerationRequest) => request,
  );

export const useApproveLayout = (id: string) =>
  useGeneratedMutation(
    () => `${GENERATED_API}/${id}/approve`,
    "POST",
    (body: { definition?: unknown; id?: string; name?: string }) => body,
  );

export const useRejectLayout = (id: string) =>
  useGeneratedMutation(
    () => `${GENERATED_API}/${id}/reject`,
    "POST",
    (reason: string) => ({ reason }),
  );

export const useEditLayout = (id: string) =>
  useGeneratedMutation(
    () => `${GENERATED_API}/${id}/definition`,
    "PUT",
    (definition: unknown) => ({ definition }),
  );
