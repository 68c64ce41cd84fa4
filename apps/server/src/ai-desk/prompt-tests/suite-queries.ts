import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { promptSuite, promptSuitePrompt, promptTestRun, seed } from "../../platform/db/schema.ts";

export type SuiteRow = typeof promptSuite.$inferSelect;
export type SuitePromptRow = typeof promptSuitePrompt.$inferSelect;
export type NewSuite = typeof promptSuite.$inferInsert;
/** A prompt to store: its suite and position are given by where it is stored. */
export type NewSuitePrompt = Omit<typeof promptSuitePrompt.$inferInsert, "suiteId" | "position">;
export type SuiteWithPrompts = SuiteRow & { prompts: SuitePromptRow[] };

/** Recent scores a suite's sparkline shows. */
const SPARKLINE_RUNS = 12;
const MAX_SUITES = 500;

const storedPrompts = (suiteId: string, prompts: NewSuitePrompt[]) => prompts.map((prompt, position) => ({ ...prompt, suiteId, position }));

export async function findSuite(db: Db, id: string): Promise<SuiteWithPrompts | undefined> {
  const [row] = await db.select().from(promptSuite).where(eq(promptSuite.id, id));
  if (!row) return undefined;
  const prompts = await db
    .select()
    .from(promptSuitePrompt)
    .where(eq(promptSuitePrompt.suiteId, id))
    .orderBy(asc(promptSuitePrompt.position));
  return { ...row, prompts };
}

async function storeSuite(db: Db, suite: NewSuite & { id: string }, prompts: NewSuitePrompt[]) {
  await db.insert(promptSuite).values(suite);
  if (prompts.length) await db.insert(promptSuitePrompt).values(storedPrompts(suite.id, prompts));
}

/** Stores a new suite with its prompts, in order. */
export async function insertSuite(db: Db, suite: NewSuite & { id: string }, prompts: NewSuitePrompt[]): Promise<void> {
  await db.transaction((tx) => storeSuite(tx, suite, prompts));
}

/** Replaces a suite's name, description and prompts (kept ids stay, so runs compare across edits); false when it is gone. */
export async function replaceSuite(
  db: Db,
  id: string,
  fields: Pick<NewSuite, "name" | "description">,
  prompts: NewSuitePrompt[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(promptSuite)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(promptSuite.id, id))
      .returning({ id: promptSuite.id });
    if (!updated.length) return false;
    await tx.delete(promptSuitePrompt).where(eq(promptSuitePrompt.suiteId, id));
    if (prompts.length) await tx.insert(promptSuitePrompt).values(storedPrompts(id, prompts));
    return true;
  });
}

/** Deletes a suite (its prompts and runs go with it) unless one of its runs is queued or running; says which happened. */
export async function deleteIdleSuite(db: Db, id: string): Promise<"deleted" | "missing" | "busy"> {
  return db.transaction(async (tx) => {
    const [busy] = await tx
      .select({ id: promptTestRun.id })
      .from(promptTestRun)
      .where(and(eq(promptTestRun.suiteId, id), inArray(promptTestRun.status, ["queued", "running"])))
      .limit(1);
    if (busy) return "busy";
    const deleted = await tx.delete(promptSuite).where(eq(promptSuite.id, id)).returning({ id: promptSuite.id });
    return deleted.length ? "deleted" : "missing";
  });
}

export interface SuiteListing {
  suite: SuiteRow;
  promptCount: number;
  /** Newest first. */
  recentRuns: { id: string; status: typeof promptTestRun.$inferSelect.status; score: number | null; createdAt: Date }[];
}

/** Every suite, the starter suite first then the latest edited, with its prompt count and its latest runs. */
export async function listSuites(db: Db): Promise<SuiteListing[]> {
  const suites = await db.select().from(promptSuite).orderBy(desc(promptSuite.starter), desc(promptSuite.updatedAt)).limit(MAX_SUITES);
  if (!suites.length) return [];
  const ids = suites.map((suite) => suite.id);
  const counts = await db
    .select({ suiteId: promptSuitePrompt.suiteId, prompts: count() })
    .from(promptSuitePrompt)
    .where(inArray(promptSuitePrompt.suiteId, ids))
    .groupBy(promptSuitePrompt.suiteId);
  const ranked = db
    .select({
      id: promptTestRun.id,
      suiteId: promptTestRun.suiteId,
      status: promptTestRun.status,
      score: promptTestRun.score,
      createdAt: promptTestRun.createdAt,
      rank: sql<number>`row_number() over (partition by ${promptTestRun.suiteId} order by ${promptTestRun.createdAt} desc)`.as("rank"),
    })
    .from(promptTestRun)
    .where(inArray(promptTestRun.suiteId, ids))
    .as("ranked");
  const runs = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${SPARKLINE_RUNS}`)
    .orderBy(desc(ranked.createdAt));
  const countOf = new Map(counts.map((row) => [row.suiteId, row.prompts]));
  return suites.map((suite) => ({
    suite,
    promptCount: countOf.get(suite.id) ?? 0,
    recentRuns: runs.filter((run) => run.suiteId === suite.id),
  }));
}

/** Stores a seed's suite unless the seed `name` was applied before, in one transaction (two processes starting together seed once). */
export async function applySuiteSeed(db: Db, name: string, suite: NewSuite & { id: string }, prompts: NewSuitePrompt[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seed).values({ name }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    await storeSuite(tx, suite, prompts);
    return true;
  });
}
