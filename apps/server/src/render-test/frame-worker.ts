/**
 * The render test bench's drawing thread (see frame-thread.ts): Skia work off the main thread,
 * which serves HTTP and the database. Fonts are registered once, for every frame it draws.
 *
 * In: `{ id, task }` messages. Out: `{ id, bytes }` (a PNG or nothing) or `{ id, error }`.
 */
import { parentPort } from "node:worker_threads";
import { drawFramePng } from "./draw-frame-png.ts";
import { writeSampleMedia } from "./write-sample-media.ts";
import type { ThreadTask } from "./frame-thread.ts";

parentPort!.on("message", ({ id, task }: { id: number; task: ThreadTask }) => {
  const work = task.kind === "frame" ? drawFramePng(task.job, task.frame) : writeSampleMedia(task.dir).then(() => undefined);
  work.then(
    (bytes) => parentPort!.postMessage({ id, bytes }, bytes ? [bytes.buffer as ArrayBuffer] : []),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
