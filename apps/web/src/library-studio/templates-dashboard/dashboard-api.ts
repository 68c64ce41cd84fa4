import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";

export const TEMPLATES_DASHBOARD_API = "/api/v1/staff/templates-dashboard";

/** One week of an item's trend (its Monday, UTC). */
export interface DashboardWeek {
  week: string;
  videos: number;
  renders: number;
  failures: number;
}

/** A template's or layout's usage, as `GET /api/v1/staff/templates-dashboard` answers it (its OpenAPI schema `TemplatesDashboardItem`). */
export interface DashboardItem {
  id: string;
  name: string;
  origin: "starter" | "staff" | null;
  videos: number;
  /** Videos for a template, scenes for a layout. */
  uses: number;
  switched_away: number;
  switch_away_rate: number | null;
  switched_to: { id: string; name: string; count: number }[];
  renders: number;
  failed_renders: number;
  failure_rate: number | null;
  failure_reasons: { reason: string; count: number }[];
  finished_renders: number;
  /** Seconds of video per wall-clock second, request to finish. */
  render_speed: number | null;
  average_render_seconds: number | null;
  trend: DashboardWeek[];
}

export interface Dashboard {
  from: string;
  to: string;
  weeks: string[];
  templates: DashboardItem[];
  layouts: DashboardItem[];
}

/** The dashboard of whole UTC days `from`…`to` (both included); the last answer stays on screen while the next loads. */
export const useTemplatesDashboard = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ["templates-dashboard", range.from, range.to],
    queryFn: async () => (await apiRequest<{ data: Dashboard }>(`${TEMPLATES_DASHBOARD_API}?${new URLSearchParams(range)}`)).data,
    placeholderData: keepPreviousData,
  });
