import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LlmModelInfo,
  PromptTestPromptInput,
  PromptTestRun,
  PromptTestRunDetail,
  PromptTestSuite,
  PromptTestSuiteFile,
  PromptTestSuiteSummary,
  PromptTestTrendPoint,
} from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";
import { readAgain } from "../../api/read-again";

export const PROMPT_TESTS_API = "/api/v1/staff/prompt-tests";

/** Every prompt testing query starts with `all`: a run's event refreshes what it changes. */
export const promptTestKeys = {
  all: ["prompt-tests"] as const,
  suites: ["prompt-tests", "suites"] as const,
  suite: (id: string) => ["prompt-tests", "suites", id] as const,
  trend: (id: string) => ["prompt-tests", "suites", id, "trend"] as const,
  runs: ["prompt-tests", "runs"] as const,
  run: (id: string) => ["prompt-tests", "runs", id] as const,
  models: ["prompt-tests", "models"] as const,
};

export const isActiveRun = (run: Pick<PromptTestRun, "status">) => run.status === "queued" || run.status === "running";

/** How often screens look again while the live stream is down and a run is under way. */
const OFFLINE_REFRESH_MS = 3000;

export const useSuites = () =>
  useQuery({
    queryKey: promptTestKeys.suites,
    queryFn: async () => (await apiRequest<{ data: PromptTestSuiteSummary[] }>(`${PROMPT_TESTS_API}/suites`)).data,
  });

export const useSuite = (id: string | null) =>
  useQuery({
    queryKey: promptTestKeys.suite(id ?? ""),
    enabled: id !== null,
    queryFn: async () => (await apiRequest<{ data: PromptTestSuite }>(`${PROMPT_TESTS_API}/suites/${id}`)).data,
  });

export const useTrend = (suiteId: string | undefined) =>
  useQuery({
    queryKey: promptTestKeys.trend(suiteId ?? ""),
    enabled: suiteId !== undefined,
    queryFn: async () => (await apiRequest<{ data: PromptTestTrendPoint[] }>(`${PROMPT_TESTS_API}/suites/${suiteId}/trend`)).data,
  });

export const useRuns = (live: boolean) =>
  useQuery({
    queryKey: promptTestKeys.runs,
    queryFn: async () => (await apiRequest<{ data: PromptTestRun[] }>(`${PROMPT_TESTS_API}/runs`)).data,
    refetchInterval: (query) => (!live && query.state.data?.some(isActiveRun) ? OFFLINE_REFRESH_MS : false),
  });

export const useRun = (id: string, live: boolean) =>
  useQuery({
    queryKey: promptTestKeys.run(id),
    queryFn: async () => (await apiRequest<{ data: PromptTestRunDetail }>(`${PROMPT_TESTS_API}/runs/${id}`)).data,
    refetchInterval: (query) => (!live && query.state.data && isActiveRun(query.state.data) ? OFFLINE_REFRESH_MS : false),
  });

/** The configured models a run can test and judge with (the staff model registry). */
export const useModels = () =>
  useQuery({
    queryKey: promptTestKeys.models,
    queryFn: async () => (await apiRequest<{ data: LlmModelInfo[] }>("/api/v1/staff/llm/models")).data,
    staleTime: Infinity,
  });

/**
 * Keeps the screens current from the live `prompt-test-run` events (every staff member's runs):
 * each event reads the runs, the run and the suites again. Answers whether the stream is up.
 */
export function usePromptTestEvents(): boolean {
  const client = useQueryClient();
  const refresh = () => void readAgain(client, { queryKey: promptTestKeys.all });
  return useLiveEvents({ onEvent: (event) => event.type === "prompt-test-run" && refresh(), onResync: refresh });
}

/** A mutation whose success reads prompt testing again. */
function usePromptTestMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: promptTestKeys.all }) });
}

export interface SuiteInput {
  name: string;
  description: string;
  prompts: (PromptTestPromptInput & { id?: string })[];
}

export const useSaveSuite = () =>
  usePromptTestMutation(async ({ id, ...suite }: SuiteInput & { id: string | null }) => {
    const path = id ? `${PROMPT_TESTS_API}/suites/${id}` : `${PROMPT_TESTS_API}/suites`;
    return (await apiRequest<{ data: PromptTestSuite }>(path, { method: id ? "PUT" : "POST", body: suite })).data;
  });

export const useDuplicateSuite = () =>
  usePromptTestMutation(
    async (id: string) =>
      (await apiRequest<{ data: PromptTestSuite }>(`${PROMPT_TESTS_API}/suites/${id}/duplicate`, { method: "POST" })).data,
  );

export const useDeleteSuite = () =>
  usePromptTestMutation((id: string) => apiRequest(`${PROMPT_TESTS_API}/suites/${id}`, { method: "DELETE" }));

export const useImportSuite = () =>
  usePromptTestMutation(
    async (file: PromptTestSuiteFile) =>
      (await apiRequest<{ data: PromptTestSuite }>(`${PROMPT_TESTS_API}/suites/import`, { method: "POST", body: file })).data,
  );

/** Where a suite downloads as a file (the server answers it as an attachment). */
export const suiteExportUrl = (id: string) => `${PROMPT_TESTS_API}/suites/${id}/export`;

export interface RunInput {
  suite_id: string;
  targets: string[];
  judge_model_id: string | null;
}

export const useStartRun = () =>
  usePromptTestMutation(
    async (input: RunInput) =>
      (await apiRequest<{ data: PromptTestRun }>(`${PROMPT_TESTS_API}/runs`, { method: "POST", body: input })).data,
  );

export const useCancelRun = () =>
  usePromptTestMutation(
    async (id: string) => (await apiRequest<{ data: PromptTestRun }>(`${PROMPT_TESTS_API}/runs/${id}/cancel`, { method: "POST" })).data,
  );
