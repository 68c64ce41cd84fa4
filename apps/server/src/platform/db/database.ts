import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { openPgliteThread, type PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

type RowsOf<Row> = { rows: Row[] };

/** What `execute` answers on both drivers: the rows. */
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this["row"]>;
}

/** Both drivers' databases, as their common base: a union of the two would make overloaded calls such as `returning(fields)` untypeable. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The embedded database, which pg-boss shares; undefined on PostgreSQL, where it opens its own pool. */
  pglite: PgliteThread | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir/db` (or in memory for tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? null);
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a failover, a dropped database) is replaced
  // on next use; unhandled, the pool's "error" event would crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: "postgres",
    db,
    pglite: undefined,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  // The thread starts before this call first waits, so the caller may load modules while it opens.
  const client = await openPgliteThread(dataDir && path.resolve(dataDir, "db"));
  // Drizzle calls only `query` and `transaction`, which the thread answers as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    kind: "pglite",
    db,
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
