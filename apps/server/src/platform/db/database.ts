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
  /** The query pool's connections on PostgreSQL (open, idle, and callers waiting for one); undefined on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Connections a process keeps to PostgreSQL for its queries, unless configured (`DATABASE_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL when a URL is given (a pool of `poolSize` connections), else embedded PGlite in `dataDir/db` (or in memory for tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(options.dataDir ?? null);
}

/**
 * The session lock every process takes to migrate a PostgreSQL database: two API replicas (or a
 * migration job and a replica) starting on one empty database migrate in turn, the second finding
 * nothing left to do. Drizzle's migrator takes no lock of its own. Any constant of the app's own.
 */
const MIGRATION_LOCK = 0x46_57_4d_49; // "FWMI"

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server closes (a restart, a failover, a dropped database) is replaced
  // on next use; unhandled, the pool's "error" event would crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: "postgres",
    db,
    pglite: undefined,
    migrate: () => migrateUnderLock(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    poolStats: () => undefined,
    close: () => client.close(),
  };
}
