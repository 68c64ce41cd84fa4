import { Worker } from "node:worker_threads";
import type { ThreadReply, ThreadRequest } from "./pglite-worker.ts";

export interface ThreadResults<Row = unknown> {
  rows: Row[];
  affectedRows?: number;
}

/** What runs inside a transaction, and outside one. */
export interface PgliteStatements {
  /**
   * One statement. `parsers` are Drizzle's: it asks for dates and intervals as text, so each type
   * named there is answered as text (the functions themselves cannot cross to the thread).
   */
  query<Row>(sql: string, params?: unknown[], options?: { rowMode?: "array" | "object"; parsers?: object }): Promise<ThreadResults<Row>>;
  /** Statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<ThreadResults[]>;
}

/** The calls of PGlite that Drizzle, pg-boss and the events use, answered by a PGlite on its own thread. */
export interface PgliteThread extends PgliteStatements {
  transaction<T>(work: (tx: PgliteStatements) => Promise<T>): Promise<T>;
  /** Calls `onPayload` with each notification on `channel`, before the statement that sent it answers. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type Request = WithoutId<ThreadRequest>;

/**
 * Embedded PostgreSQL (PGlite) in a worker thread: its engine and protocol work, most of an API
 * request's time, run beside the HTTP and JSON work of the main thread instead of taking turns
 * with it. `dataDir` null keeps the database in memory.
 */
export async function openPgliteThread(dataDir: string | null): Promise<PgliteThread> {
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url));
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let stopped: Error | undefined;
  // Only a call waiting for its answer keeps the process alive, as when PGlite ran in the main thread.
  worker.unref();

  worker.on("message", (reply: ThreadReply) => {
    if ("channel" in reply) {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const call = pending.get(reply.id)!;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ("error" in reply) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    // A parameter that cannot be copied to the thread throws here, which rejects the promise.
    return new Promise<T>((resolve, reject) => {
      worker.postMessage({ ...request, id });
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });
  };

  const statements = (tx?: number): PgliteStatements => ({
    query: (sql, params = [], options = {}) =>
      call({ op: "query", sql, params, rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number), tx }),
    exec: (sql) => call({ op: "exec", sql, tx }),
  });

  try {
    await call({ op: "open", dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...statements(),
    async transaction(work) {
      const tx = await call<number>({ op: "begin" });
      let result;
      try {
        result = await work(statements(tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false });
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      const heard = listeners.get(channel) ?? new Set();
      listeners.set(channel, heard);
      const first = heard.size === 0;
      heard.add(onPayload);
      if (first) await call({ op: "listen", channel });
      return async () => {
        heard.delete(onPayload);
        if (heard.size === 0 && !stopped) await call({ op: "unlisten", channel });
      };
    },
    async close() {
      if (!stopped) await call({ op: "close" });
      await worker.terminate();
    },
  };
}
