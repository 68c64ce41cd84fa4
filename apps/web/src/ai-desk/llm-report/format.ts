import type { LlmReportBucket, LlmReportFigures } from "@framewise/contracts";

const NONE = "–";

/** A share as a percentage to a tenth, without a trailing ".0". */
export const formatPercent = (share: number | null) => (share === null ? NONE : `${Number((share * 100).toFixed(1))}%`);

export function formatMs(ms: number | null): string {
  if (ms === null) return NONE;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
export const formatCount = (count: number) => compact.format(count);

/** Dollars to the cent, and to a tenth of a cent below a dollar (one call costs fractions of a cent). */
export function formatUsd(usd: number | null): string {
  if (usd === null) return NONE;
  if (usd > 0 && usd < 0.01) return "< $0.01";
  return `$${usd.toFixed(usd < 1 ? 3 : 2)}`;
}

/** The known cost, saying how many calls it leaves out (no price configured, or no token counts). */
export function costText(figures: Pick<LlmReportFigures, "calls" | "cost_usd" | "cost_unknown_calls">): string {
  if (figures.cost_usd === null) return figures.calls > 0 ? "unknown" : NONE;
  return figures.cost_unknown_calls > 0
    ? `${formatUsd(figures.cost_usd)} + ${figures.cost_unknown_calls} unpriced`
    : formatUsd(figures.cost_usd);
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
/** A recorded call's moment, in UTC as the chart's buckets are. */
export const formatTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

const hourLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** A bucket's start as the chart labels it (UTC). */
export const formatBucket = (iso: string, bucket: LlmReportBucket) => (bucket === "hour" ? hourLabel : dayLabel).format(new Date(iso));
