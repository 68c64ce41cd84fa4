import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("the PostgreSQL pool", () => {
  it("survives the server closing its idle connections (a restart or failover), and reconnects", async () => {
    const database = await openDatabase({ databaseUrl: postgresUrl });
    try {
      const pid = (await database.db.execute<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await database.db.execute<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
