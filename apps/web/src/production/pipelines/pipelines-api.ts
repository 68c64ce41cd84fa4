import type { PipelineInfo, PipelineItemInfo, PipelineItemStatus, PipelinePreview, PipelineRunInfo } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../api/http";

export const PIPELINES_API = "/api/v1/staff/pipelines";
export type PipelineItem = PipelineItemInfo<Content>;
export type Preview = PipelinePreview<Content>;

/** While a run or a render is under way, its lists are read again this often. */
const LIVE_POLL_MS = 2000;

export const pipelineKeys = {
  all: ["pipelines"] as const,
  list: (clientId?: string) => ["pipelines", "list", clientId ?? "all"] as const,
  one: (id: string) => ["pipelines", id] as const,
};

const read = async <T>(path: string) => (await apiRequest<{ data: T }>(path)).data;
const pipelinePath = (id: string) => `${PIPELINES_API}/${encodeURIComponent(id)}`;

export const usePipelines = (clientId?: string) =>
  useQuery({
    queryKey: pipelineKeys.list(clientId),
    queryFn: () => read<PipelineInfo[]>(clientId ? `${PIPELINES_API}?client_id=${encodeURIComponent(clientId)}` : PIPELINES_API),
    refetchInterval: (query) => (query.state.data?.some((row) => row.last_run?.status === "running") ? LIVE_POLL_MS : false),
  });

/** One pipeline, read again while its last run is going; when a run starts or ends, its items and runs are read again. */
export function usePipeline(id: string) {
  const pipeline = useQuery({
    queryKey: pipelineKeys.one(id),
    queryFn: () => read<PipelineInfo>(pipelinePath(id)),
    refetchInterval: (query) => (query.state.data?.last_run?.status === "running" ? LIVE_POLL_MS : false),
  });
  const client = useQueryClient();
  const lastRun = pipeline.data?.last_run;
  const runState = lastRun ? `${lastRun.id}:${lastRun.status}` : null;
  useEffect(() => {
    if (runState) void client.invalidateQueries({ queryKey: pipelineKeys.one(id), predicate: (query) => query.queryKey.length > 2 });
  }, [client, id, runState]);
  return pipeline;
}

export const usePipelineRuns = (id: string) =>
  useQuery({
    queryKey: [...pipelineKeys.one(id), "runs"],
    queryFn: () => read<PipelineRunInfo[]>(`${pipelinePath(id)}/runs`),
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === "running") ? LIVE_POLL_MS : false),
  });

export const usePipelineItems = (id: string, status: PipelineItemStatus | null) =>
  useQuery({
    queryKey: [...pipelineKeys.one(id), "items", status ?? "all"],
    queryFn: () => read<PipelineItem[]>(`${pipelinePath(id)}/items${status ? `?status=${status}` : ""}`),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === "rendering" || (item.status === "drafted" && !item.content_id))
        ? LIVE_POLL_MS
        : false,
  });

/** A staff change: everything read about pipelines is read again after it. */
function usePipelineChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: pipelineKeys.all }) });
}

export interface PipelineSettings {
  client_id: string;
  name: string;
  source: Record<string, unknown>;
  client_template_id: string;
  mapping: { kind: "fields"; modifications: Record<string, string> } | { kind: "planner"; prompt: string };
  schedule: string | null;
  approval: boolean;
  delivery: Record<string, unknown>;
}

export const useCreatePipeline = () =>
  usePipelineChange(
    async (body: PipelineSettings) => (await apiRequest<{ data: PipelineInfo }>(PIPELINES_API, { method: "POST", body })).data,
  );

export type PreviewRequest = Pick<PipelineSettings, "client_id" | "source"> &
  Partial<Pick<PipelineSettings, "client_template_id" | "mapping">> & { limit?: number };

/** The wizard's test fetch and live preview: nothing is saved. */
export const usePreview = () =>
  useMutation({
    mutationFn: async (body: PreviewRequest) =>
      (await apiRequest<{ data: Preview }>(`${PIPELINES_API}/preview`, { method: "POST", body })).data,
  });

export const usePipelineAction = (id: string) =>
  usePipelineChange(async (action: "runs" | "pause" | "resume") =>
    apiRequest<unknown>(`${pipelinePath(id)}/${action}`, { method: "POST" }),
  );

/** Where staff decide on an item (members decide at their client's path: `memberItemPath`). */
export const staffItemPath = (itemId: string) => `/api/v1/staff/pipeline-items/${encodeURIComponent(itemId)}`;

/** A decision on an item, posted to `${itemPath}/${action}`. */
export interface ItemDecision {
  itemPath: string;
  action: "approve" | "reject" | "retry";
  body?: unknown;
}

export const useItemDecision = () =>
  usePipelineChange(
    async ({ itemPath, action, body }: ItemDecision) =>
      (await apiRequest<{ data: PipelineItem }>(`${itemPath}/${action}`, { method: "POST", body })).data,
  );
