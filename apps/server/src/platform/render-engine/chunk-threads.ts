import { Worker } from "node:worker_threads";
import type { RangeJob } from "./render-range.ts";

/**
 * Drawing threads a worker process keeps between chunks: a new thread costs about 1.4 s before its
 * first frame at 1080p on one busy core (loading the renderer and Skia's fonts), some 5 % of a
 * 30 s chunk, and a warm one almost nothing. An idle thread does not hold the process open.
 */
export class ChunkThreads {
  private readonly idle: Worker[] = [];
  private closed = false;

  /** Draws `job` into its segment in an idle thread (or a new one); the signal cancels it. */
  async draw(job: RangeJob, signal: AbortSignal, onFrame: () => void): Promise<void> {
    signal.throwIfAborted();
    const thread = this.idle.pop() ?? new Worker(new URL("./chunk-thread.ts", import.meta.url));
    thread.ref();
    const cancel = () => thread.postMessage("cancel");
    signal.addEventListener("abort", cancel, { once: true });
    let healthy = false;
    try {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (message: "frame" | { done: true } | { error: string }) => {
          if (message === "frame") return onFrame();
          thread.off("message", onMessage).off("error", reject).off("exit", onExit);
          healthy = true;
          if ("error" in message) reject(new Error(message.error));
          else resolve();
        };
        const onExit = (code: number) => reject(new Error(`A render thread stopped (exit ${code}).`));
        thread.on("message", onMessage).once("error", reject).once("exit", onExit);
        thread.postMessage(job);
      });
      signal.throwIfAborted();
    } finally {
      signal.removeEventListener("abort", cancel);
      if (healthy && !this.closed) {
        thread.unref();
        this.idle.push(thread);
      } else void thread.terminate();
    }
  }

  /** Ends the idle threads (the server stops); busy ones end with their job. */
  close(): void {
    this.closed = true;
    for (const thread of this.idle.splice(0)) void thread.terminate();
  }
}
