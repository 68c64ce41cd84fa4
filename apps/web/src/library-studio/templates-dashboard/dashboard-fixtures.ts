import type { Dashboard, DashboardItem } from "./dashboard-api";

const WEEKS = ["2026-03-02", "2026-03-09"];

/** An item with nothing made, its figures overridable. */
export const quietItem = (id: string, name: string, overrides: Partial<DashboardItem> = {}): DashboardItem => ({
  id,
  name,
  origin: "starter",
  videos: 0,
  uses: 0,
  switched_away: 0,
  switch_away_rate: null,
  switched_to: [],
  renders: 0,
  failed_renders: 0,
  failure_rate: null,
  failure_reasons: [],
  finished_renders: 0,
  render_speed: null,
  average_render_seconds: null,
  trend: WEEKS.map((week) => ({ week, videos: 0, renders: 0, failures: 0 })),
  ...overrides,
});

/** Two weeks in which Clean made 4 videos (one switched to Bold) and Bold 1, with renders, failures and speed. */
export const busyDashboard: Dashboard = {
  from: "2026-03-02",
  to: "2026-03-15",
  weeks: WEEKS,
  templates: [
    quietItem("bold", "Bold", {
      videos: 1,
      uses: 1,
      renders: 2,
      failed_renders: 0,
      failure_rate: 0,
      finished_renders: 2,
      render_speed: 0.5,
    }),
    quietItem("clean", "Clean", {
      videos: 4,
      uses: 4,
      switched_away: 1,
      switch_away_rate: 0.25,
      switched_to: [{ id: "bold", name: "Bold", count: 1 }],
      renders: 5,
      failed_renders: 2,
      failure_rate: 0.4,
      failure_reasons: [
        { reason: "The photo in scene N could not be prepared", count: 1 },
        { reason: "ffmpeg exited with code N", count: 1 },
      ],
      finished_renders: 3,
      render_speed: 1.5,
      average_render_seconds: 20,
      trend: [
        { week: WEEKS[0]!, videos: 1, renders: 1, failures: 0 },
        { week: WEEKS[1]!, videos: 3, renders: 4, failures: 2 },
      ],
    }),
    quietItem("retired-style", "retired-style", { origin: null, renders: 1, failed_renders: 1, failure_rate: 1 }),
  ],
  layouts: [quietItem("title", "Title", { videos: 5, uses: 5, renders: 7 })],
};

export const emptyDashboard: Dashboard = {
  ...busyDashboard,
  templates: [quietItem("bold", "Bold"), quietItem("clean", "Clean")],
  layouts: [quietItem("title", "Title")],
};
