import type { PromptTestRunDetail } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { compareRuns, summarizeTargets } from "./compare-runs.ts";
import { findPreviousRun, findResultStatuses, findResults, findRun, type RunListing } from "./run-queries.ts";
import { resultView, runView } from "./run-view.ts";

/** Run `id`, or 404: runs are every staff member's alike. */
export async function requireRun(db: Db, id: string): Promise<RunListing> {
  const run = await findRun(db, id);
  if (!run) throw notFound("That run");
  return run;
}

/** A run with every result, each target's figures, and what changed since the suite's previous finished run. */
export async function findRunDetail(db: Db, id: string): Promise<PromptTestRunDetail> {
  const run = await requireRun(db, id);
  const results = await findResults(db, id);
  const previous = await findPreviousRun(db, run);
  const changes = compareRuns(results, previous ? await findResultStatuses(db, previous.id) : []);
  return {
    ...runView(run),
    results: results.map((result, index) => resultView(result, changes[index] ?? null)),
    targets_summary: summarizeTargets(run.targets, results),
    previous_run_id: previous?.id ?? null,
    regressed: changes.filter((change) => change === "regressed").length,
    fixed: changes.filter((change) => change === "fixed").length,
  };
}
