import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AspectRatio, Content, Layout, MediaLengths, Template } from "@framewise/scene";
import { apiRequest, apiResponse } from "../../api/http";

export const RENDER_TEST_API = "/api/v1/staff/render-test";
const KEY = ["render-test"] as const;

export type Source =
  | { kind: "content"; content_id: string }
  | { kind: "library"; template_id: string; layout_id: string; aspect_ratio: AspectRatio }
  | { kind: "json"; document: unknown };

export interface FrameRange {
  from: number;
  to: number;
  step: number;
}

/** The server's answer to a plan: the document both sides draw, and what to draw of it. */
export interface ComparisonPlan {
  document: { content: Content; template: Template; layouts: Layout[] };
  media_lengths: MediaLengths;
  media_urls: Record<string, string>;
  missing_media: string[];
  total_frames: number;
  fps: number;
  frames: number[];
  width: number;
  height: number;
  title: string;
}

export interface Figures {
  max_over_percent: number;
  max_mean_difference: number;
}

export interface RegressionCase {
  name: string;
  source: Source;
  width: number;
  frames: number[];
  threshold: number;
  measured: Figures;
  allowance: Figures;
  saved_at: string;
}

export interface CaseList {
  saving: { enabled: boolean; folder: string | null; reason: string | null };
  cases: { name: string; source_kind: Source["kind"]; frame_count: number; width: number; threshold: number; allowance: Figures }[];
  problems: string[];
}

export interface VideoHit {
  id: string;
  title: string;
  aspect_ratio: string;
  owner_email: string;
}

const get = async <T>(path: string) => (await apiRequest<{ data: T }>(`${RENDER_TEST_API}${path}`)).data;
const post = async <T>(path: string, body: unknown) =>
  (await apiRequest<{ data: T }>(`${RENDER_TEST_API}${path}`, { method: "POST", body })).data;

/** Any user's videos whose title contains `text` (or whose id it is), newest first. */
export const useVideoSearch = (text: string) =>
  useQuery({
    queryKey: [...KEY, "videos", text],
    queryFn: () => get<VideoHit[]>(`/videos?${new URLSearchParams({ q: text })}`),
    placeholderData: keepPreviousData,
  });

export const useRegressionCases = () => useQuery({ queryKey: [...KEY, "cases"], queryFn: () => get<CaseList>("/cases") });

export const useRegressionCase = (name: string | null) =>
  useQuery({ queryKey: [...KEY, "case", name], queryFn: () => get<RegressionCase>(`/cases/${name}`), enabled: !!name });

export const fetchPlan = (request: { source: Source; range: FrameRange; width: number }) => post<ComparisonPlan>("/plan", request);

/** The server's drawing of one frame, as PNG bytes. */
export const fetchServerFrame = async (request: { source: Source; frame: number; width: number }): Promise<Blob> =>
  (await apiResponse(`${RENDER_TEST_API}/frame`, { method: "POST", body: request })).blob();

export function useSaveCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<RegressionCase, "allowance" | "saved_at" | "measured"> & { measured: Figures }) =>
      post<RegressionCase>("/cases", request),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, "cases"] }),
  });
}
