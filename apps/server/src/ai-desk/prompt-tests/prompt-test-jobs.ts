import { PROMPT_TEST_QUEUE, type PromptTestDeps, type PromptTestWorker } from "./prompt-test-deps.ts";
import { publishRun } from "./prompt-test-events.ts";
import {
  claimRun,
  findNextPending,
  findRunningRuns,
  finishRun,
  refreshProgress,
  requeueRun,
  saveResult,
  type RunRow,
} from "./run-queries.ts";
import { testPrompt } from "./test-prompt.ts";

/** A process that died stops sending heartbeats; pg-boss then takes its run back and retries it within this. */
const HEARTBEAT_SECONDS = 30;
/** Heartbeats watch for lost processes; a long run (hundreds of model calls) must not expire meanwhile. */
const EXPIRE_SECONDS = 24 * 60 * 60;
const INTERRUPTED = "The server stopped during this run; it resumes where it was.";
const LOST = "The server stopped unexpectedly during this run.";
const FAILED = "Something went wrong while running the suite.";

/**
 * The `prompt-test` queue: a pg-boss job per run, one at a time per process. A run makes its
 * pending results in order, saving each as it finishes, so a run the server stopped (or lost)
 * resumes at its first pending result when its job is retried; every step is told to staff.
 */
export async function startPromptTestJobs(deps: PromptTestDeps & { work: boolean; exclusive: boolean }): Promise<PromptTestWorker> {
  const { db, jobs, events, log } = deps;
  const queue = { retryLimit: 3, retryDelay: 2, heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: EXPIRE_SECONDS };
  await jobs.createQueue(PROMPT_TEST_QUEUE, queue);
  await jobs.updateQueue(PROMPT_TEST_QUEUE, queue);
  // An API-only process sends the jobs; a cancel reaches the worker through the row and pg-boss.
  if (!deps.work) return { cancel: () => undefined, interrupt: () => undefined, wake: () => undefined };
  if (deps.exclusive) await recoverLost(deps);

  const running = new Map<string, AbortController>();
  const stopping = new AbortController();
  /** Tells staff, never failing the run over an event that could not be sent. */
  const tell = (run: RunRow) =>
    publishRun(events, run).catch((error: unknown) => log.warn({ err: error, runId: run.id }, "Could not publish a prompt test run"));

  const workerId = await jobs.work(PROMPT_TEST_QUEUE, { includeMetadata: true, localConcurrency: 1 }, async ([job]) => {
    if (!job) return;
    const { runId } = job.data as { runId: string };
    const run = await claimRun(db, runId);
    if (!run) return;
    await tell(run);
    const cancelled = new AbortController();
    running.set(run.id, cancelled);
    const signal = AbortSignal.any([job.signal, cancelled.signal, stopping.signal]);
    try {
      for (let result = await findNextPending(db, run.id); result; result = await findNextPending(db, run.id)) {
        signal.throwIfAborted();
        await saveResult(db, result.id, await testPrompt(deps, run, result, signal));
        const progressed = await refreshProgress(db, run.id);
        // Canceled meanwhile (perhaps from another process): what was made stays, nothing more is.
        if (!progressed) return;
        await tell(progressed);
      }
      const finished = await finishRun(db, run.id, "succeeded");
      if (finished) await tell(finished);
    } catch (error) {
      if (cancelled.signal.aborted) return;
      if (stopping.signal.aborted || job.signal.aborted) {
        // Not the run's fault: the server stops, or pg-boss took the job back. The retry resumes it.
        const requeued = await requeueRun(db, run.id, INTERRUPTED);
        if (requeued) await tell(requeued);
        throw error;
      }
      log.error({ err: error, runId: run.id, willRetry: job.retryCount < job.retryLimit }, "A prompt test run failed");
      const ended = job.retryCount < job.retryLimit ? await requeueRun(db, run.id, FAILED) : await finishRun(db, run.id, "failed", FAILED);
      if (ended) await tell(ended);
      throw error;
    } finally {
      running.delete(run.id);
    }
  });
  return {
    cancel: (id) => running.get(id)?.abort(),
    interrupt: () => stopping.abort(),
    wake: () => jobs.notifyWorker(workerId),
  };
}

/**
 * With the embedded database this process is the only one: runs still marked running were lost
 * with the process before it. Their jobs are failed now, so pg-boss retries them (they resume)
 * while tries are left; a run with none left is failed.
 */
async function recoverLost(deps: PromptTestDeps) {
  const { db, jobs, events } = deps;
  for (const run of await findRunningRuns(db)) {
    const job = await jobs.getJobById(PROMPT_TEST_QUEUE, run.id);
    if (job?.state === "active") await jobs.fail(PROMPT_TEST_QUEUE, job.id, { message: LOST });
    const after = job ? await jobs.getJobById(PROMPT_TEST_QUEUE, job.id) : null;
    const retrying = after?.state === "created" || after?.state === "retry";
    const saved = retrying ? await requeueRun(db, run.id, INTERRUPTED) : await finishRun(db, run.id, "failed", LOST);
    if (saved) await publishRun(events, saved);
  }
}
