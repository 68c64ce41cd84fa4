import { mkdir } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { keptStatements } from "./pglite-statements.ts";

/** What the main thread asks of the embedded database (pglite-thread.ts); `tx` names an open transaction. */
export type ThreadRequest = { id: number } & (
  | { op: "open"; dataDir: string | null }
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object" | undefined; textTypes: number[]; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "close" }
);

/** An error's message and its plain fields (a database error's `code`, `constraint`, `detail`…). */
export type ErrorFields = { message: string } & Record<string, string | number | boolean | null>;

/** An answer to the request with that id, or a notification heard on a channel. */
export type ThreadReply = { id: number; result: unknown } | { id: number; error: ErrorFields } | { channel: string; payload: string };

const port = parentPort!;
let pglite: PGlite | undefined;
let statements: ReturnType<typeof keptStatements> | undefined;
const transactions = new Map<number, { tx: Transaction; decide: (commit: boolean) => void; done: Promise<void> }>();
const unlisteners = new Map<string, () => Promise<void>>();
let lastTransaction = 0;
/** Thrown inside PGlite's transaction to roll it back; not passed on. */
const ROLL_BACK = new Error("Rolled back by the main thread");
const keepText = (value: string) => value;
const parsersByTextTypes = new Map<string, PGlite["parsers"]>();

const opened = () => pglite ?? Promise.reject(new Error("The embedded database is not open"));
const target = async (tx: number | undefined) => (tx === undefined ? opened() : transactions.get(tx)!.tx);

/** Every type's parser, with the types Drizzle asks for as text (its parsers are functions, which cannot cross threads). */
function parsersFor(database: PGlite, textTypes: number[]) {
  const key = textTypes.join();
  let parsers = parsersByTextTypes.get(key);
  if (!parsers) {
    parsers = { ...database.parsers, ...Object.fromEntries(textTypes.map((oid) => [oid, keepText])) };
    parsersByTextTypes.set(key, parsers);
  }
  return parsers;
}

/** Opens a transaction that stays open until the main thread ends it, committing or rolling back. */
async function begin(): Promise<number> {
  const id = ++lastTransaction;
  const database = await opened();
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let done!: Promise<void>;
  const tx = await new Promise<Transaction>((started, failed) => {
    done = database
      .transaction(async (tx) => {
        started(tx);
        if (!(await decision)) throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    done.catch(failed); // BEGIN itself failed
  });
  transactions.set(id, { tx, decide, done });
  return id;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "open":
      if (request.dataDir) await mkdir(request.dataDir, { recursive: true });
      pglite = await (request.dataDir ? PGlite.create(request.dataDir) : PGlite.create());
      statements = keptStatements(pglite);
      return null;
    case "query": {
      const options = { rowMode: request.rowMode, parsers: parsersFor(await opened(), request.textTypes) };
      const { rows, affectedRows } =
        request.tx === undefined
          ? await statements!.query(request.sql, request.params, options)
          : await (await target(request.tx)).query(request.sql, request.params, options);
      return { rows, affectedRows };
    }
    case "exec":
      return (await (await target(request.tx)).exec(request.sql)).map(({ rows, affectedRows }) => ({ rows, affectedRows }));
    case "begin":
      return begin();
    case "end": {
      const transaction = transactions.get(request.tx)!;
      transactions.delete(request.tx);
      transaction.decide(request.commit);
      await transaction.done;
      return null;
    }
    case "listen": {
      const { channel } = request;
      // Posted before the statement that notified answers (PGlite calls listeners first), so the
      // main thread hears of a change before the write that made it returns.
      unlisteners.set(channel, await (await opened()).listen(channel, (payload) => port.postMessage({ channel, payload })));
      return null;
    }
    case "unlisten":
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case "close":
      await pglite?.close();
      pglite = undefined;
      return null;
  }
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  return fields;
}

port.on("message", (request: ThreadRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies ThreadReply),
  );
});
