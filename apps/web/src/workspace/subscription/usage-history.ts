import type { QuotaMetric, SubscriptionSummary } from "@framewise/contracts";

export interface MonthUsage {
  /** `2026-11` */
  period: string;
  /** `Nov`, with the year on January and on the first month shown. */
  label: string;
  used: number;
}

const monthLabel = (period: string, first: boolean) => {
  const date = new Date(`${period}-01T00:00:00Z`);
  const month = date.toLocaleDateString("en", { month: "short", timeZone: "UTC" });
  return first || date.getUTCMonth() === 0 ? `${month} ${date.getUTCFullYear()}` : month;
};

/** The twelve months up to `now`'s (UTC), oldest first, each with the metric's use (0 for a month without any). */
export function monthlySeries(history: SubscriptionSummary["history"], metric: QuotaMetric, now: Date): MonthUsage[] {
  const used = new Map(history.filter((entry) => entry.metric === metric).map((entry) => [entry.period, entry.used]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    const period = month.toISOString().slice(0, 7);
    return { period, label: monthLabel(period, index === 0), used: used.get(period) ?? 0 };
  });
}
