/**
 * A drawing thread kept warm between chunks of split renders (see chunk-threads.ts): its modules,
 * Skia and fonts load once, not once per chunk. In: a RangeJob to draw, or "cancel". Out:
 * "frame" per frame encoded, then { done: true } or { error } for each job.
 */
import { parentPort } from "node:worker_threads";
import { renderRange, type RangeJob } from "./render-range.ts";

let cancelled = new AbortController();
parentPort!.on("message", (message: RangeJob | "cancel") => {
  if (message === "cancel") return cancelled.abort();
  cancelled = new AbortController();
  renderRange(message, { signal: cancelled.signal, onFrame: () => parentPort!.postMessage("frame") }).then(
    () => parentPort!.postMessage({ done: true }),
    (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
