import type { PromptTestRunStatus } from "@framewise/contracts";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { promptSuite, promptTestResult, promptTestRun, user } from "../../platform/db/schema.ts";

export type RunRow = typeof promptTestRun.$inferSelect;
export type ResultRow = typeof promptTestResult.$inferSelect;
export type NewResult = Omit<typeof promptTestResult.$inferInsert, "runId">;
/** What planning and checking one result found. */
export type ResultOutcome = Required<
  Pick<
    typeof promptTestResult.$inferInsert,
    | "status"
    | "document"
    | "checks"
    | "judgeModelId"
    | "judgeScore"
    | "judgeReason"
    | "latencyMs"
    | "inputTokens"
    | "outputTokens"
    | "costUsd"
    | "error"
  >
>;
/** A run as lists and details show it: with its suite's name and who started it. */
export type RunListing = RunRow & { suiteName: string; startedByName: string | null };

const ACTIVE: PromptTestRunStatus[] = ["queued", "running"];
const MAX_RUNS = 100;
const TREND_RUNS = 50;

const listing = {
  run: promptTestRun,
  suiteName: promptSuite.name,
  startedByName: user.name,
};
const flatten = ({ run, ...rest }: { run: RunRow; suiteName: string; startedByName: string | null }): RunListing => ({ ...run, ...rest });

const listed = (db: Db) =>
  db
    .select(listing)
    .from(promptTestRun)
    .innerJoin(promptSuite, eq(promptSuite.id, promptTestRun.suiteId))
    .leftJoin(user, eq(user.id, promptTestRun.startedBy));

/** Stores a queued run with a pending result for each prompt × target. */
export async function insertRun(db: Db, run: typeof promptTestRun.$inferInsert & { id: string }, results: NewResult[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(promptTestRun).values(run);
    await tx.insert(promptTestResult).values(results.map((result) => ({ ...result, runId: run.id })));
  });
}

export async function findRun(db: Db, id: string): Promise<RunListing | undefined> {
  const [row] = await listed(db).where(eq(promptTestRun.id, id));
  return row && flatten(row);
}

/** The latest runs, of one suite or of all; newest first. */
export async function listRuns(db: Db, suiteId: string | undefined): Promise<RunListing[]> {
  const rows = await listed(db)
    .where(suiteId ? eq(promptTestRun.suiteId, suiteId) : undefined)
    .orderBy(desc(promptTestRun.createdAt))
    .limit(MAX_RUNS);
  return rows.map(flatten);
}

export const findResults = (db: Db, runId: string) =>
  db.select().from(promptTestResult).where(eq(promptTestResult.runId, runId)).orderBy(asc(promptTestResult.seq));

/** A run's results without their storyboards: what another run is compared with. */
export const findResultStatuses = (db: Db, runId: string) =>
  db
    .select({ promptId: promptTestResult.promptId, target: promptTestResult.target, status: promptTestResult.status })
    .from(promptTestResult)
    .where(eq(promptTestResult.runId, runId));

/** The suite's latest run that finished every result before `run` was made: what `run` is compared with. */
export async function findPreviousRun(db: Db, run: Pick<RunRow, "suiteId" | "createdAt">): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(promptTestRun)
    .where(and(eq(promptTestRun.suiteId, run.suiteId), eq(promptTestRun.status, "succeeded"), lt(promptTestRun.createdAt, run.createdAt)))
    .orderBy(desc(promptTestRun.createdAt))
    .limit(1);
  return row;
}

/** The suite's runs that have a score, oldest first (the latest 50). */
export async function findTrend(db: Db, suiteId: string): Promise<RunRow[]> {
  const rows = await db
    .select()
    .from(promptTestRun)
    .where(and(eq(promptTestRun.suiteId, suiteId), sql`${promptTestRun.score} is not null`))
    .orderBy(desc(promptTestRun.createdAt))
    .limit(TREND_RUNS);
  return rows.reverse();
}

/** Takes a queued run (or one a stopped process left running) to run it here; undefined when it has ended. */
export async function claimRun(db: Db, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .update(promptTestRun)
    .set({ status: "running", error: null, startedAt: sql`coalesce(${promptTestRun.startedAt}, now())` })
    .where(and(eq(promptTestRun.id, id), inArray(promptTestRun.status, ACTIVE)))
    .returning();
  return row;
}

/** The first result still to make, in run order. */
export async function findNextPending(db: Db, runId: string): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(promptTestResult)
    .where(and(eq(promptTestResult.runId, runId), eq(promptTestResult.status, "pending")))
    .orderBy(asc(promptTestResult.seq))
    .limit(1);
  return row;
}

/** Saves a result once (a pending one only). */
export async function saveResult(db: Db, id: string, outcome: ResultOutcome): Promise<void> {
  await db
    .update(promptTestResult)
    .set({ ...outcome, finishedAt: new Date() })
    .where(and(eq(promptTestResult.id, id), eq(promptTestResult.status, "pending")));
}

/**
 * Counts a running run's finished results into its progress and scores, in SQL; undefined when
 * the run is no longer running (canceled meanwhile, in any process).
 */
export async function refreshProgress(db: Db, id: string): Promise<RunRow | undefined> {
  const finished = sql`${promptTestResult.runId} = ${promptTestRun.id} and ${promptTestResult.status} <> 'pending'`;
  const [row] = await db
    .update(promptTestRun)
    .set({
      done: sql`(select count(*) from ${promptTestResult} where ${finished})::int`,
      score: sql`(select avg(case when ${promptTestResult.status} = 'passed' then 1.0 else 0.0 end) from ${promptTestResult} where ${finished})::float8`,
      judgeScore: sql`(select avg(${promptTestResult.judgeScore}) from ${promptTestResult} where ${finished})::float8`,
    })
    .where(and(eq(promptTestRun.id, id), eq(promptTestRun.status, "running")))
    .returning();
  return row;
}

/** Ends a run still queued or running; undefined when it had already ended (the first end stands). */
export async function finishRun(db: Db, id: string, status: "succeeded" | "failed" | "canceled", error: string | null = null) {
  const [row] = await db
    .update(promptTestRun)
    .set({ status, error, finishedAt: new Date() })
    .where(and(eq(promptTestRun.id, id), inArray(promptTestRun.status, ACTIVE)))
    .returning();
  return row;
}

/** Puts a running run back in the queue (its process stops); its finished results are kept. */
export async function requeueRun(db: Db, id: string, error: string): Promise<RunRow | undefined> {
  const [row] = await db
    .update(promptTestRun)
    .set({ status: "queued", error })
    .where(and(eq(promptTestRun.id, id), eq(promptTestRun.status, "running")))
    .returning();
  return row;
}

export const findRunningRuns = (db: Db) => db.select().from(promptTestRun).where(eq(promptTestRun.status, "running"));
