/** The ranges offered, in weeks up to today; "custom" takes whole UTC days `from`…`to`. */
export const DASHBOARD_RANGES = ["4w", "12w", "26w", "52w", "custom"] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_TABS = ["templates", "layouts"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The widest custom range the server answers. */
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_RANGE: DashboardRange = "12w";

/** What the dashboard shows, as the address keeps it (so a view can be shared). */
export interface DashboardParams {
  range: DashboardRange;
  /** Days (YYYY-MM-DD, UTC) of a custom range. */
  from: string;
  to: string;
  tab: DashboardTab;
}

const known = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Reads the address, ignoring what the dashboard does not know (a custom range must be a valid one). */
export function readParams(search: URLSearchParams): DashboardParams {
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const custom =
    search.get("range") === "custom" && DATE.test(from) && DATE.test(to) && daysOf(from, to) >= 1 && daysOf(from, to) <= MAX_DAYS;
  const range = known(DASHBOARD_RANGES, search.get("range"), DEFAULT_RANGE);
  return {
    range: custom ? "custom" : range === "custom" ? DEFAULT_RANGE : range,
    from: custom ? from : "",
    to: custom ? to : "",
    tab: known(DASHBOARD_TABS, search.get("tab"), "templates"),
  };
}

/** The address for `params`: only what differs from the defaults. */
export function writeParams(params: DashboardParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.range !== DEFAULT_RANGE) search.set("range", params.range);
  if (params.range === "custom") {
    search.set("from", params.from);
    search.set("to", params.to);
  }
  if (params.tab !== "templates") search.set("tab", params.tab);
  return search;
}

/** Today (UTC) as YYYY-MM-DD, or the day `daysBefore` it. */
export const utcDay = (now: number, daysBefore = 0) => new Date(now - daysBefore * DAY_MS).toISOString().slice(0, 10);

/** The days the server is asked about: the last N weeks up to today, or the custom days. */
export function resolveDays(params: Pick<DashboardParams, "range" | "from" | "to">, now: number): { from: string; to: string } {
  if (params.range === "custom") return { from: params.from, to: params.to };
  const weeks = Number(params.range.slice(0, -1));
  return { from: utcDay(now, weeks * 7 - 1), to: utcDay(now) };
}
