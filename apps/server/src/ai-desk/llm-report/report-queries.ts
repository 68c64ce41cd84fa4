import type { LlmReportBucket } from "@framewise/contracts";
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { llmCall } from "../../platform/db/schema.ts";
import type { ReportFilters } from "./report-query.ts";

/** The calls of the range that match the filters. */
export const reportConditions = (filters: ReportFilters): SQL =>
  and(
    gte(llmCall.createdAt, filters.from),
    lt(llmCall.createdAt, filters.to),
    filters.tool ? eq(llmCall.tool, filters.tool) : undefined,
    filters.model ? eq(llmCall.model, filters.model) : undefined,
    filters.provider ? eq(llmCall.provider, filters.provider) : undefined,
    filters.source ? eq(llmCall.source, filters.source) : undefined,
  )!;

const percentile = (share: number) =>
  sql<number | null>`percentile_cont(${sql.raw(String(share))}) within group (order by ${llmCall.latencyMs})`;

/** The counts behind every figure of the report, for one group of calls (integer casts: the drivers answer bigint as text). */
const figureFields = {
  calls: sql<number>`count(*)::int`,
  successes: sql<number>`(count(*) filter (where ${llmCall.success}))::int`,
  // A run's first answer is attempt 0 and a repaired run has one successful repair: counted without
  // `count(distinct run_id)`, which sorts every call (chat turns' steps each count as a run).
  runs: sql<number>`(count(*) filter (where ${llmCall.attempt} = 0))::int`,
  repairedRuns: sql<number>`(count(*) filter (where ${llmCall.success} and ${llmCall.attempt} > 0))::int`,
  // The caller marks one call of a run that fell back: its last.
  fallbacks: sql<number>`(count(*) filter (where ${llmCall.fallback}))::int`,
  latencyP50: percentile(0.5),
  latencyP95: percentile(0.95),
  inputTokens: sql<number>`coalesce(sum(${llmCall.inputTokens}), 0)::float8`,
  outputTokens: sql<number>`coalesce(sum(${llmCall.outputTokens}), 0)::float8`,
  costUsd: sql<number | null>`sum(${llmCall.costUsd})`,
  costUnknownCalls: sql<number>`(count(*) filter (where ${llmCall.costUsd} is null))::int`,
};
export type FigureCounts = { [Key in keyof typeof figureFields]: (typeof figureFields)[Key]["_"]["type"] };

/**
 * Runs an aggregate with room to sort a range's calls in memory: the percentiles and the groups
 * sort every call, and at the default 4 MB work memory 100,000 of them spill to disk.
 */
const withSortMemory = <Result>(db: Db, query: (tx: Db) => Promise<Result>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return query(tx);
  });

export const reportTotals = (db: Db, filters: ReportFilters): Promise<FigureCounts> =>
  withSortMemory(db, async (tx) => (await tx.select(figureFields).from(llmCall).where(reportConditions(filters)))[0]!);

export const reportByToolModel = (db: Db, filters: ReportFilters) =>
  withSortMemory(db, (tx) =>
    tx
      .select({ tool: llmCall.tool, provider: llmCall.provider, model: llmCall.model, ...figureFields })
      .from(llmCall)
      .where(reportConditions(filters))
      .groupBy(llmCall.tool, llmCall.provider, llmCall.model)
      .orderBy(desc(sql`count(*)`), llmCall.tool, llmCall.provider, llmCall.model),
  );

/** The buckets (UTC) that hold calls, each with its counts and latency; empty buckets are absent. */
export function reportSeries(db: Db, filters: ReportFilters, bucket: LlmReportBucket) {
  // Grouped by the truncated time (the unit inlined, an enum value, so the selected expression is the
  // grouped one), which sorts far faster than its text; only each bucket's start is written out.
  const start = sql`date_trunc('${sql.raw(bucket)}', ${llmCall.createdAt} at time zone 'UTC')`;
  return withSortMemory(db, (tx) =>
    tx
      .select({
        at: sql<string>`to_char(${start}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        calls: figureFields.calls,
        successes: figureFields.successes,
        latencyP50: figureFields.latencyP50,
        latencyP95: figureFields.latencyP95,
      })
      .from(llmCall)
      .where(reportConditions(filters))
      .groupBy(start)
      .orderBy(start),
  );
}

type FilterKind = "tool" | "model" | "provider" | "source";

/** The distinct tools, models, providers and sources of the calls in the range, in one pass (grouping sets). */
export function reportFilterValues(db: Db, range: Pick<ReportFilters, "from" | "to">) {
  const { tool, model, provider, source } = llmCall;
  return db
    .select({
      kind: sql<FilterKind>`case when grouping(${tool}) = 0 then 'tool' when grouping(${model}) = 0 then 'model'
        when grouping(${provider}) = 0 then 'provider' else 'source' end`,
      // Only the set's own column is not null in its rows.
      value: sql<string | null>`coalesce(${tool}, ${model}, ${provider}, ${source})`,
    })
    .from(llmCall)
    .where(and(gte(llmCall.createdAt, range.from), lt(llmCall.createdAt, range.to)))
    .groupBy(sql`grouping sets ((${tool}), (${model}), (${provider}), (${source}))`);
}

/** What a list of calls shows of each; the error cut short, as the list has no room for a long one. */
const callSummaryFields = {
  id: llmCall.id,
  createdAt: llmCall.createdAt,
  source: llmCall.source,
  purpose: llmCall.purpose,
  tool: llmCall.tool,
  provider: llmCall.provider,
  model: llmCall.model,
  runId: llmCall.runId,
  attempt: llmCall.attempt,
  latencyMs: llmCall.latencyMs,
  success: llmCall.success,
  fallback: llmCall.fallback,
  error: sql<string | null>`left(${llmCall.error}, 300)`,
  inputTokens: llmCall.inputTokens,
  outputTokens: llmCall.outputTokens,
  costUsd: llmCall.costUsd,
};
export type CallSummaryRow = Awaited<ReturnType<typeof listRunCalls>>[number];

/** Where a page of calls ends: its last call's time as PostgreSQL writes it (microseconds kept) and id. */
export interface CallKey {
  at: string;
  id: string;
}

/** A page of calls, newest first (keyset on time and id), each with its key for the next page. */
export function listCalls(db: Db, filters: ReportFilters, options: { failed: boolean; after?: CallKey; limit: number }) {
  const after = options.after;
  return db
    .select({ ...callSummaryFields, key: sql<string>`${llmCall.createdAt}::text` })
    .from(llmCall)
    .where(
      and(
        reportConditions(filters),
        options.failed ? eq(llmCall.success, false) : undefined,
        after ? sql`(${llmCall.createdAt}, ${llmCall.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(llmCall.createdAt), desc(llmCall.id))
    .limit(options.limit);
}

export async function findCall(db: Db, id: string) {
  const [row] = await db.select().from(llmCall).where(eq(llmCall.id, id));
  return row;
}
export type CallRow = NonNullable<Awaited<ReturnType<typeof findCall>>>;

/** A run's calls in the order they were made. */
export const listRunCalls = (db: Db, runId: string) =>
  db.select(callSummaryFields).from(llmCall).where(eq(llmCall.runId, runId)).orderBy(llmCall.attempt, llmCall.createdAt);
