/**
 * The render test bench's drawing thread (see frame-thread.ts): Skia work off the main thread,
 * which serves HTTP and the database. Fonts are registered once, for every frame it draws.
 *
 * Each task answers a PNG (moved, not copied) or nothing.
 */
import { drawFramePng } from "./draw-frame-png.ts";
import { writeSampleMedia } from "./write-sample-media.ts";
import type { ThreadTask } from "./frame-thread.ts";
import { serveTasks } from "../../platform/threads/warm-thread.ts";

serveTasks<ThreadTask, Uint8Array | undefined>(
  (task) => (task.kind === "frame" ? drawFramePng(task.job, task.frame) : writeSampleMedia(task.dir).then(() => undefined)),
  (bytes) => (bytes ? [bytes.buffer as ArrayBuffer] : []),
);
