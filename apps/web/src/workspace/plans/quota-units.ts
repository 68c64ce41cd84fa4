import type { QuotaMetric } from "@framewise/contracts";

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** How people count each quota: renders, minutes, image generations and storage, with what one unit is in the ledger's terms. */
export const QUOTA_UNITS: Record<QuotaMetric, { label: string; unit: string; perUnit: number }> = {
  renders: { label: "Renders", unit: "renders", perUnit: 1 },
  render_seconds: { label: "Render minutes", unit: "minutes", perUnit: 60 },
  // The ledger counts generations (one may make several pictures), so that is the unit shown.
  image_generations: { label: "Image generations", unit: "generations", perUnit: 1 },
  storage_bytes: { label: "Storage", unit: "MB", perUnit: MB },
};

const rounded = (value: number) =>
  Number.isInteger(value) ? value.toLocaleString("en") : value.toLocaleString("en", { maximumFractionDigits: 1 });

/** A ledger amount as people read it: `12 renders`, `4.5 minutes`, `1.2 GB`. */
export function formatQuota(metric: QuotaMetric, amount: number): string {
  if (metric === "storage_bytes") return Math.abs(amount) >= GB ? `${rounded(amount / GB)} GB` : `${rounded(amount / MB)} MB`;
  const { unit, perUnit } = QUOTA_UNITS[metric];
  return `${rounded(amount / perUnit)} ${unit}`;
}

/** What a staff member typed in the metric's unit (minutes, MB), as the ledger counts it (seconds, bytes). */
export const toLedgerAmount = (metric: QuotaMetric, units: number) => Math.round(units * QUOTA_UNITS[metric].perUnit);
