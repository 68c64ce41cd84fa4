import type { LlmRunOutcome } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { findCall, listRunCalls, type CallRow, type CallSummaryRow } from "./report-queries.ts";

export interface CallDetail {
  call: CallRow;
  run: CallSummaryRow[];
  outcome: LlmRunOutcome;
}

/** How a run ended, from its calls: handed to the fallback, right after a repair, right the first time, or not at all. */
export function runOutcome(run: Pick<CallSummaryRow, "success" | "attempt" | "fallback">[]): LlmRunOutcome {
  if (run.some((call) => call.fallback)) return "fell-back";
  if (run.some((call) => call.success && call.attempt > 0)) return "repaired";
  return run.some((call) => call.success) ? "succeeded" : "failed";
}

/** One recorded call and what happened in its run; 404 when there is no such call. */
export async function findCallDetail(db: Db, id: string): Promise<CallDetail> {
  const call = await findCall(db, id);
  if (!call) throw notFound("That model call");
  // A call recorded without a run is its whole run.
  const run = call.runId ? await listRunCalls(db, call.runId) : [call];
  return { call, run, outcome: runOutcome(run) };
}
