/**
 * A worker thread drawing one frame range of a render (see render-video.ts): drawing is CPU work
 * that must not starve the main thread's database connection, job heartbeats and HTTP.
 *
 * In: `workerData` is a RangeJob; a "cancel" message stops it. Out: "frame" messages, one per
 * frame encoded; the thread exits normally when the segment is complete, with an error otherwise.
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderRange, type RangeJob } from "./render-range.ts";

const cancelled = new AbortController();
parentPort!.on("message", (message: unknown) => {
  if (message === "cancel") cancelled.abort();
});
await renderRange(workerData as RangeJob, { signal: cancelled.signal, onFrame: () => parentPort!.postMessage("frame") });
parentPort!.close();
