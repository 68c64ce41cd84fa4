import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./database.ts";

/** PostgreSQL NOTIFY on one channel, and LISTEN to it: how processes on one database tell each other things. */
export interface Notifications {
  notify(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** The channel's name: a plain identifier. */
  channel: string;
  onText: (text: string) => void;
  /** The listening connection broke (PostgreSQL): notifications are lost until it is back. */
  onError: (error: unknown) => void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * Listens on `channel` and answers how to notify it. On PGlite within the process (its own
 * `listen`); on PostgreSQL through a connection of its own, outside the pool (a pooled one
 * would be handed to queries), opened again with backoff whenever it breaks.
 */
export async function openNotifications(
  database: Database,
  databaseUrl: string | undefined,
  options: ListenOptions,
): Promise<Notifications> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Not a channel name: ${options.channel}`);
  const notify = async (text: string) => {
    await database.db.execute(sql`select pg_notify(${options.channel}, ${text})`);
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(options.channel, options.onText);
    return { notify, close: () => unlisten() };
  }
  if (!databaseUrl) throw new Error("PostgreSQL notifications need the database URL");
  const listener = listenWithReconnect(databaseUrl, options);
  await listener.ready;
  return { notify, close: () => listener.close() };
}

function listenWithReconnect(connectionString: string, options: ListenOptions) {
  let current: pg.Client | undefined;
  let closed = false;
  let delay = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const broken = (client: pg.Client, error: unknown) => {
    if (closed || client !== current) return;
    current = undefined;
    options.onError(error);
    client.end().catch(() => undefined);
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onText(message.payload);
    });
    client.on("error", (error) => broken(client, error));
    client.on("end", () => broken(client, new Error("The listening connection closed")));
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
      delay = FIRST_RETRY_MS;
    } catch (error) {
      broken(client, error);
    }
  };
  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}
