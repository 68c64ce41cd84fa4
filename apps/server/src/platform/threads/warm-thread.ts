import { parentPort, Worker, type Transferable } from "node:worker_threads";

type Answer<Result> = { id: number; result?: Result; error?: string };

/**
 * One worker thread running `script`, started on first use and kept warm (Skia's fonts take about
 * 0.6 s to register), that does tasks one after another off the main thread, which serves HTTP and
 * the database. An idle thread does not keep the process alive; a thread that dies fails what it
 * was doing and is started afresh. The script answers with `serveTasks`.
 */
export class WarmThread<Task, Result> {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  private readonly script: URL;
  /** Names the thread in errors: "The render test thread stopped". */
  private readonly label: string;

  constructor(script: URL, label: string) {
    this.script = script;
    this.label = label;
  }

  run(task: Task): Promise<Result> {
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
    const worker = new Worker(this.script);
    worker.on("message", ({ id, result, error }: Answer<Result>) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (!this.pending.size) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(result as Result);
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`The ${this.label} thread stopped (exit ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** In a WarmThread's script: answers each task with `work`'s result, moving (not copying) what `transfer` names. */
export function serveTasks<Task, Result>(work: (task: Task) => Promise<Result>, transfer: (result: Result) => Transferable[] = () => []) {
  parentPort!.on("message", ({ id, task }: { id: number; task: Task }) => {
    work(task).then(
      (result) => parentPort!.postMessage({ id, result }, transfer(result)),
      (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
