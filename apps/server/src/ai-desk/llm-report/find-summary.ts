import type { LlmReportSummary } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { bucketStarts, fillSeries } from "./report-buckets.ts";
import { reportByToolModel, reportSeries, reportTotals } from "./report-queries.ts";
import { chooseBucket, type SummaryQuery } from "./report-query.ts";
import { figuresView } from "./report-view.ts";

/** The report of a range: its figures, a point per bucket for the chart, and a row per tool × model. */
export async function findSummary(db: Db, query: SummaryQuery): Promise<LlmReportSummary> {
  const bucket = chooseBucket(query);
  const [totals, points, rows] = await Promise.all([
    reportTotals(db, query),
    reportSeries(db, query, bucket),
    reportByToolModel(db, query),
  ]);
  return {
    from: query.from.toISOString(),
    to: query.to.toISOString(),
    bucket,
    totals: figuresView(totals),
    series: fillSeries(
      bucketStarts(query.from, query.to, bucket),
      points.map((point) => ({
        at: point.at,
        calls: point.calls,
        successes: point.successes,
        failures: point.calls - point.successes,
        latency_p50_ms: point.latencyP50,
        latency_p95_ms: point.latencyP95,
      })),
    ),
    by_tool_model: rows.map(({ tool, provider, model, ...counts }) => ({ tool, provider, model, ...figuresView(counts) })),
  };
}
