import type { LlmReportBucket, LlmReportPoint } from "@framewise/contracts";

const STEP_MS: Record<LlmReportBucket, number> = { hour: 3_600_000, day: 86_400_000 };

/** The start (UTC) of every bucket that overlaps the range [from, to), as PostgreSQL's date_trunc counts them. */
export function bucketStarts(from: Date, to: Date, bucket: LlmReportBucket): string[] {
  const step = STEP_MS[bucket];
  const starts: string[] = [];
  for (let at = Math.floor(from.getTime() / step) * step; at < to.getTime(); at += step)
    starts.push(new Date(at).toISOString().replace(".000Z", "Z"));
  return starts;
}

/** Every bucket of the range in order, those without calls as zeros, so the chart's time axis has no gaps. */
export function fillSeries(starts: string[], points: LlmReportPoint[]): LlmReportPoint[] {
  const byStart = new Map(points.map((point) => [point.at, point]));
  return starts.map((at) => byStart.get(at) ?? { at, calls: 0, successes: 0, failures: 0, latency_p50_ms: null, latency_p95_ms: null });
}
