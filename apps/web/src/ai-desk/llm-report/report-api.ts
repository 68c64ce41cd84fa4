import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { LlmCallDetail, LlmCallSummary, LlmReportFilterOptions, LlmReportSummary } from "@framewise/contracts";
import { apiRequest } from "../../api/http";

export const LLM_REPORT_API = "/api/v1/staff/llm-report";
const KEY = ["llm-report"] as const;

const get = async <T>(path: string) => (await apiRequest<{ data: T }>(`${LLM_REPORT_API}${path}`)).data;

/** The figures, chart points and tool × model rows of the range and filters in `query`; the last answer stays on screen while the next loads. */
export const useReportSummary = (query: URLSearchParams) =>
  useQuery({
    queryKey: [...KEY, "summary", query.toString()],
    queryFn: () => get<LlmReportSummary>(`/summary?${query}`),
    placeholderData: keepPreviousData,
  });

/** The tools, models, providers and sources the range's calls used. */
export const useReportFilterOptions = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: [...KEY, "filters", range.from, range.to],
    queryFn: () => get<LlmReportFilterOptions>(`/filters?${new URLSearchParams(range)}`),
    placeholderData: keepPreviousData,
  });

/** Failing calls a page: a screen's worth, the rest on request. */
const FAILING_PAGE = 20;

interface CallPage {
  data: LlmCallSummary[];
  next_cursor: string | null;
}

/** The failed calls of the range and filters, newest first, page by page. */
export const useFailingCalls = (query: URLSearchParams) =>
  useInfiniteQuery({
    queryKey: [...KEY, "failing", query.toString()],
    queryFn: ({ pageParam }) => {
      const page = new URLSearchParams(query);
      page.set("failed", "true");
      page.set("limit", String(FAILING_PAGE));
      if (pageParam) page.set("cursor", pageParam);
      return apiRequest<CallPage>(`${LLM_REPORT_API}/calls?${page}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useCallDetail = (id: string) =>
  useQuery({ queryKey: [...KEY, "call", id], queryFn: () => get<LlmCallDetail>(`/calls/${id}`), enabled: id !== "" });
