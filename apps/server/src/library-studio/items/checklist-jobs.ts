import type { LibraryKind } from "@framewise/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { ChecklistThread } from "./checklist-thread.ts";
import { failChecks, findLibraryItem, startChecks, type LibraryItemRow } from "./library-item-queries.ts";
import { runLibraryChecklist } from "./run-library-checklist.ts";
import { studioVersion } from "./studio-access.ts";

export const LIBRARY_CHECKLIST_QUEUE = "library-checklist";
/** Where pg-boss sends a run it gave up on: lost with its process on both tries, it would otherwise show running for ever. */
export const LIBRARY_CHECKLIST_LOST_QUEUE = "library-checklist-lost";

interface ChecklistJob {
  kind: LibraryKind;
  itemId: string;
  version: number;
  versionId: string;
  actor: AuditActor;
}

export interface ChecklistJobDeps {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** One retry: a process that stopped mid-run (the job expires) runs it again; a second failure is told. */
const QUEUE = { retryLimit: 1, retryDelay: 2, expireInSeconds: 5 * 60, deadLetter: LIBRARY_CHECKLIST_LOST_QUEUE } as const;
/** A run still marked after both tries could have expired was lost with its process: asking again starts it. */
const LOST_AFTER_SECONDS = 2 * QUEUE.expireInSeconds + 60;
const LOST = "The checks stopped with the process running them, on both tries: run them again.";

/**
 * The `library-checklist` queue: the automatic checks of one version, off the request (a first
 * run measures every new word with Skia and draws backdrops, up to seconds). While it runs the
 * version's `checks_started_at` is set; the end clears it, and a last failure leaves `checks_error`.
 * In an API-only process (`work` false) the queue is only made ready for sending.
 */
export async function startChecklistJobs(deps: ChecklistJobDeps & { work: boolean }): Promise<{ close(): Promise<void> }> {
  const { db, jobs, log } = deps;
  await jobs.createQueue(LIBRARY_CHECKLIST_LOST_QUEUE);
  await jobs.createQueue(LIBRARY_CHECKLIST_QUEUE, QUEUE);
  await jobs.updateQueue(LIBRARY_CHECKLIST_QUEUE, QUEUE);
  if (!deps.work) return { close: async () => undefined };
  const thread = new ChecklistThread();
  await jobs.work(LIBRARY_CHECKLIST_QUEUE, { includeMetadata: true, localConcurrency: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const { kind, itemId, version, versionId, actor } = job.data as ChecklistJob;
    // Deleted meanwhile: nothing left to check.
    const item = await findLibraryItem(db, kind, itemId);
    if (!item) return;
    try {
      await runLibraryChecklist({ db, storage: deps.storage, thread }, actor, item, version);
    } catch (error) {
      log.error({ err: error, itemId, version, retryCount: job.retryCount }, "A library checklist failed");
      if (job.retryCount >= job.retryLimit) await failChecks(db, versionId, `The checks could not run: ${(error as Error).message}`);
      throw error;
    }
  });
  await jobs.work(LIBRARY_CHECKLIST_LOST_QUEUE, async ([job]) => {
    if (job) await failChecks(db, (job.data as ChecklistJob).versionId, LOST);
  });
  return { close: () => thread.close() };
}

/**
 * Starts a version's checks (its latest without a number) unless they already run, and answers
 * the version as it is now: running.
 */
export async function queueLibraryChecklist(deps: ChecklistJobDeps, actor: AuditActor, item: LibraryItemRow, version?: number) {
  const target = await studioVersion(deps.db, item, version);
  if (await startChecks(deps.db, target.id, LOST_AFTER_SECONDS)) {
    const job: ChecklistJob = { kind: item.kind, itemId: item.itemId, version: target.version, versionId: target.id, actor };
    await deps.jobs.send(LIBRARY_CHECKLIST_QUEUE, job).catch(async (error: unknown) => {
      await failChecks(deps.db, target.id, "The checks could not be queued.");
      throw error;
    });
  }
  return studioVersion(deps.db, item, target.version);
}
