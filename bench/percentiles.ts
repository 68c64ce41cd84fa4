export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

/** The value at `share` (0..1) of values sorted ascending: the smallest with at least that share at or below it. */
export const quantile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;

/** Tenths of a millisecond are as fine as these figures read. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: roundTenth(quantile(sorted, 0.5)), p95: roundTenth(quantile(sorted, 0.95)), max: roundTenth(sorted.at(-1)!) };
}
