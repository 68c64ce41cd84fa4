import { once } from "node:events";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/db/database.ts";
import { within } from "./helpers/wait-for.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("the PostgreSQL pool", () => {
  it("survives the server closing its idle connections (a restart or failover), and reconnects", async () => {
    const database = await openDatabase({ databaseUrl: postgresUrl });
    try {
      const pid = (await database.db.execute<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      // The pool hears of the closed connection as an "error" on it; only then is it surely idle and dead.
      const noticed = once((database.db as unknown as { $client: pg.Pool }).$client, "error");
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await within("the pool to notice its connection was closed", noticed, 10_000);
      expect((await database.db.execute<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
