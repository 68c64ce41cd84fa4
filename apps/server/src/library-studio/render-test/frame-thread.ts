import type { PaintJob } from "../../platform/render-engine/frame-painter.ts";
import { WarmThread } from "../../platform/threads/warm-thread.ts";

/** What the drawing thread does: draw one frame as a PNG, or write the starter samples' media into a folder. */
export type ThreadTask = { kind: "frame"; job: Omit<PaintJob, "start" | "end">; frame: number } | { kind: "samples"; dir: string };

/**
 * The render test bench's drawing thread, kept warm: the existing render threads encode whole
 * ranges to MP4 and cannot answer a single frame, so the bench has its own; it reuses their painter.
 */
export class FrameThread extends WarmThread<ThreadTask, Uint8Array | undefined> {
  constructor() {
    super(new URL("./frame-worker.ts", import.meta.url), "render test");
  }
}
