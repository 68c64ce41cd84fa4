import { LLM_CALL_SOURCES, type LlmCallSource } from "@framewise/contracts";

/** The ranges offered; "custom" takes whole UTC days from `from` to `to`, both included. */
export const REPORT_RANGES = ["24h", "7d", "30d", "custom"] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

const RANGE_MS: Record<Exclude<ReportRange, "custom">, number> = { "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000 };
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the report shows, as the address keeps it (so a view can be shared): empty strings mean "any". */
export interface ReportParams {
  range: ReportRange;
  /** Days (YYYY-MM-DD, UTC) of a custom range. */
  from: string;
  to: string;
  tool: string;
  model: string;
  provider: string;
  source: LlmCallSource | "";
  /** The call open in the drill-down. */
  call: string;
}

export type ReportFilterName = "tool" | "model" | "provider" | "source";
export const FILTER_NAMES: ReportFilterName[] = ["tool", "model", "provider", "source"];

const DEFAULT_RANGE: ReportRange = "7d";

/** Reads the address's parameters, ignoring values the report does not know. */
export function readParams(search: URLSearchParams): ReportParams {
  const text = (name: string) => search.get(name)?.trim() ?? "";
  const range = text("range");
  const source = text("source");
  const from = text("from");
  const to = text("to");
  const custom = range === "custom" && DATE.test(from) && DATE.test(to) && from <= to;
  return {
    range: custom ? "custom" : (REPORT_RANGES.find((known) => known === range && known !== "custom") ?? DEFAULT_RANGE),
    from: custom ? from : "",
    to: custom ? to : "",
    tool: text("tool"),
    model: text("model"),
    provider: text("provider"),
    source: (LLM_CALL_SOURCES as readonly string[]).includes(source) ? (source as LlmCallSource) : "",
    call: text("call"),
  };
}

/** The address's parameters for `params`: only what differs from the defaults. */
export function writeParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.range !== DEFAULT_RANGE) search.set("range", params.range);
  if (params.range === "custom") {
    search.set("from", params.from);
    search.set("to", params.to);
  }
  for (const name of [...FILTER_NAMES, "call"] as const) if (params[name]) search.set(name, params[name]);
  return search;
}

/** The moments the server is asked about: the last 24 h, 7 or 30 days up to `now`, or whole custom days. */
export function resolveRange(params: Pick<ReportParams, "range" | "from" | "to">, now: number): { from: string; to: string } {
  if (params.range === "custom")
    return {
      from: new Date(`${params.from}T00:00:00Z`).toISOString(),
      to: new Date(Date.parse(`${params.to}T00:00:00Z`) + DAY_MS).toISOString(),
    };
  return { from: new Date(now - RANGE_MS[params.range]).toISOString(), to: new Date(now).toISOString() };
}

/** The report's query string: the range and the filters in use. */
export function reportQuery(range: { from: string; to: string }, params: ReportParams): URLSearchParams {
  const query = new URLSearchParams(range);
  for (const name of FILTER_NAMES) if (params[name]) query.set(name, params[name]);
  return query;
}

export const isFiltered = (params: ReportParams) => FILTER_NAMES.some((name) => params[name] !== "");
