import type { QuotaMetric } from "@framewise/contracts";

/** Storage counts what is held now, not per month. */
export const STORAGE_PERIOD = "total";

/** The calendar month (UTC) a moment counts in: `2026-11`. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The period a use of `metric` at `at` counts in. */
export const periodOf = (metric: QuotaMetric, at: Date) => (metric === "storage_bytes" ? STORAGE_PERIOD : monthOf(at));

/** When `metric`'s count starts again after `at`: the first of the next month (UTC); never for storage. */
export function resetsAt(metric: QuotaMetric, at: Date): string | null {
  if (metric === "storage_bytes") return null;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString();
}

/** The `count` months up to and including `at`'s, oldest first: `["2025-12", …, "2026-11"]`. */
export const monthsUpTo = (at: Date, count: number) =>
  Array.from({ length: count }, (_, index) => monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (count - 1 - index), 1))));
