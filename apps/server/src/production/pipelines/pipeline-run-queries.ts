import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { pipelineRun } from "../../platform/db/schema.ts";

export type PipelineRunRow = typeof pipelineRun.$inferSelect;
export type RunLogEntry = PipelineRunRow["log"][number];
export type RunCounts = Pick<PipelineRunRow, "found" | "added" | "duplicates" | "drafted" | "failed">;

export async function insertRun(db: Db, values: { id: string; pipelineId: string; trigger: string }): Promise<PipelineRunRow> {
  const [row] = await db.insert(pipelineRun).values(values).returning();
  return row!;
}

export async function findRun(db: Db, id: string): Promise<PipelineRunRow | undefined> {
  const [row] = await db.select().from(pipelineRun).where(eq(pipelineRun.id, id)).limit(1);
  return row;
}

/** Adds to a run's counts and log (several steps, even processes, may write one run). */
export async function addToRun(db: Db, id: string, counts: Partial<RunCounts>, log: RunLogEntry[]): Promise<void> {
  await db
    .update(pipelineRun)
    .set({
      found: sql`${pipelineRun.found} + ${counts.found ?? 0}`,
      added: sql`${pipelineRun.added} + ${counts.added ?? 0}`,
      duplicates: sql`${pipelineRun.duplicates} + ${counts.duplicates ?? 0}`,
      drafted: sql`${pipelineRun.drafted} + ${counts.drafted ?? 0}`,
      failed: sql`${pipelineRun.failed} + ${counts.failed ?? 0}`,
      log: sql`${pipelineRun.log} || ${JSON.stringify(log)}::jsonb`,
    })
    .where(eq(pipelineRun.id, id));
}

export async function finishRun(db: Db, id: string, status: "succeeded" | "failed", error: string | null): Promise<void> {
  await db.update(pipelineRun).set({ status, error, finishedAt: new Date() }).where(eq(pipelineRun.id, id));
}

// Written out whole: in a one-table select Drizzle leaves column names unqualified, which inside
// a subquery would name the item's own columns.
const itemsOfRun = (status: string) =>
  sql<number>`(select count(*)::int from pipeline_item i where i.run_id = "pipeline_run"."id" and i.status = ${status})`;
const approvedOfRun = sql<number>`(select count(*)::int from pipeline_item i
  where i.run_id = "pipeline_run"."id" and i.decided_by is not null and i.status <> 'rejected')`;

/** A pipeline's runs, newest first, with how many of their items were approved and rendered so far. */
export async function findRuns(db: Db, pipelineId: string, limit: number) {
  return db
    .select({ run: pipelineRun, approved: approvedOfRun, rendered: itemsOfRun("rendered") })
    .from(pipelineRun)
    .where(eq(pipelineRun.pipelineId, pipelineId))
    .orderBy(desc(pipelineRun.startedAt))
    .limit(limit);
}
