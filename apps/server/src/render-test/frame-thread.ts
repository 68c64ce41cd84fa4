import { Worker } from "node:worker_threads";
import type { PaintJob } from "../render/frame-painter.ts";

/** What the drawing thread does: draw one frame as a PNG, or write the starter samples' media into a folder. */
export type ThreadTask = { kind: "frame"; job: Omit<PaintJob, "start" | "end">; frame: number } | { kind: "samples"; dir: string };

type Answer = { id: number; bytes?: Uint8Array; error?: string };

/**
 * One worker thread, started on first use and kept warm (Skia's fonts take about 0.6 s to
 * register), that draws the bench's frames one after another. The existing render threads
 * encode whole ranges to MP4 and cannot answer a single frame, so the bench has its own; it
 * reuses their painter. A thread that dies fails what it was doing and is started afresh.
 */
export class FrameThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (bytes: Uint8Array | undefined) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  run(task: ThreadTask): Promise<Uint8Array | undefined> {
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./frame-worker.ts", import.meta.url));
    worker.on("message", ({ id, bytes, error }: Answer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      // An idle thread must not keep the process alive.
      if (!this.pending.size) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(bytes);
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`The render test thread stopped (exit ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
