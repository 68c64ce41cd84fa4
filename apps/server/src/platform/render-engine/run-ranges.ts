import { Worker } from "node:worker_threads";
import type { RangeJob } from "./render-range.ts";

/** Runs every range in its own worker thread; the first failure (or an abort) cancels the rest. */
export async function runRanges(jobs: RangeJob[], signal: AbortSignal | undefined, onFrame: () => void): Promise<void> {
  signal?.throwIfAborted();
  const workers = jobs.map((job) => new Worker(new URL("./range-worker.ts", import.meta.url), { workerData: job }));
  const cancelAll = () => workers.forEach((worker) => worker.postMessage("cancel"));
  signal?.addEventListener("abort", cancelAll, { once: true });
  try {
    const outcomes = await Promise.allSettled(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let failure: Error | undefined;
            worker.on("message", onFrame);
            worker.on("error", (error: Error) => {
              failure = error;
              cancelAll();
            });
            worker.on("exit", (code) =>
              failure || code !== 0 ? reject(failure ?? new Error(`A render thread stopped (exit ${code}).`)) : resolve(),
            );
          }),
      ),
    );
    signal?.throwIfAborted();
    const failed = outcomes.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    signal?.removeEventListener("abort", cancelAll);
  }
}
